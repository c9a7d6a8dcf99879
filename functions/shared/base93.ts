/**
 * Binary as printable text: every printable ASCII character but the double quote and the backslash (93 of them), 16
 * characters per 13 bytes (6.5 bits a character, against Z85's 6.4 and base64's 6), so the text sits in a JSON string and
 * in the double-quoted JS string esbuild makes of it as it is. The chat ships its compressed phrasing terms this way
 * (content/chat-phrasings/phrasings.gen.json): about 900 bytes of bundle less than Z85 (ZeroMQ RFC 32), which it replaced.
 */
const alphabet = [...Array(95).keys()].map((i) => String.fromCharCode(32 + i)).filter((c) => c !== '"' && c !== '\\').join('');
const base = BigInt(alphabet.length);
const numbers = new Map([...alphabet].map((c, i) => [c, i]));
const halfBase = base ** 8n;
const bytesPer = 13;
const charsPer = 16;

/** Text for `bytes`, zero-padded to a multiple of 13 (the decoder takes the true length). */
export function base93Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += bytesPer) {
    let n = 0n;
    for (let k = 0; k < bytesPer; k += 1) n = (n << 8n) | BigInt(bytes[i + k] ?? 0);
    let chunk = '';
    for (let k = 0; k < charsPer; k += 1, n /= base) chunk = `${alphabet[Number(n % base)] ?? ''}${chunk}`;
    out += chunk;
  }
  return out;
}

export function base93Decode(text: string, length = (text.length / charsPer) * bytesPer): Buffer {
  const out = Buffer.alloc((text.length / charsPer) * bytesPer);
  // Each half of a chunk (8 characters, under 93^8 < 2^53) is summed as a Number, so a chunk costs one BigInt sum, not 16.
  const half = (from: number) => { let n = 0; for (let k = from; k < from + charsPer / 2; k += 1) n = n * alphabet.length + (numbers.get(text[k] ?? '') ?? 0); return BigInt(n); };
  for (let i = 0, o = 0; i < text.length; i += charsPer, o += bytesPer) out.write((half(i) * halfBase + half(i + charsPer / 2)).toString(16).padStart(bytesPer * 2, '0'), o, 'hex');
  return out.subarray(0, length);
}
