import { Transform } from 'node:stream';

export const csvEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type CsvEncoding = (typeof csvEncodings)[number];

/** The bytes are not text in the encoding tried (for UTF-8: probably a file Excel saved as Windows-1252). */
export class TextDecodeError extends Error {
  constructor(encoding: CsvEncoding) {
    super(`The file is not valid ${encoding} text`);
    this.name = 'TextDecodeError';
  }
}

function encodingFromBom(bytes: Uint8Array): CsvEncoding | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

export interface DecodingStream extends Transform {
  /** The encoding in use; settled once the first bytes have been seen. */
  encoding(): CsvEncoding;
}

/**
 * Bytes in, text out, never U+FFFD: a strict decoder fails instead (TextDecodeError), so the caller can read the
 * file again as Windows-1252. Without a given encoding it picks UTF-16 from a BOM, else UTF-8. Any BOM is dropped.
 */
export function createDecodingStream(given?: CsvEncoding): DecodingStream {
  let encoding: CsvEncoding | undefined = given;
  let decoder: TextDecoder | undefined;
  const decode = (bytes?: Uint8Array): string => {
    if (!decoder) {
      encoding ??= (bytes && encodingFromBom(bytes)) ?? 'utf-8';
      decoder = new TextDecoder(encoding, { fatal: true });
    }
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new TextDecodeError(encoding ?? 'utf-8');
    }
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        callback(null, decode(chunk));
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        callback(null, decode());
      } catch (error) {
        callback(error as Error);
      }
    },
  }) as DecodingStream;
  stream.encoding = () => encoding ?? 'utf-8';
  return stream;
}
