import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Text widths from Inter's own metrics (the WOFF files of @fontsource/inter, the face the pages use), so the diagrams
 * lay out from measured text instead of a characters-per-line guess. Kerning is left out: it only ever narrows a line,
 * so a measured line is never wider than it draws.
 */
export type FontWeight = 500 | 700 | 800;

export interface FontSpec {
  readonly weight: FontWeight;
  /** px in the SVG's user units */
  readonly size: number;
  /** em */
  readonly letterSpacing?: number;
}

interface Metrics {
  readonly unitsPerEm: number;
  readonly advance: Map<number, number>;
  readonly fallback: number;
}

const require = createRequire(import.meta.url);
const cache = new Map<FontWeight, Metrics>();

/** The tables of a WOFF 1 file, inflated. */
function woffTables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const original = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** Unicode code point -> glyph id, from the cmap's format 4 subtable (the Basic Multilingual Plane). */
function glyphIds(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        if (glyph !== 0) map.set(code, rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff);
      }
    }
    return map;
  }
  throw new Error('no format 4 cmap');
}

function metrics(weight: FontWeight): Metrics {
  const known = cache.get(weight);
  if (known) return known;
  const tables = woffTables(readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)));
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`Inter ${weight} has no ${tag} table`);
    return found;
  };
  const unitsPerEm = table('head').readUInt16BE(18);
  const longMetrics = table('hhea').readUInt16BE(34);
  const hmtx = table('hmtx');
  const widthOf = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  const advance = new Map<number, number>();
  for (const [code, glyph] of glyphIds(table('cmap'))) advance.set(code, widthOf(glyph));
  const result = { unitsPerEm, advance, fallback: advance.get(0x4d) ?? unitsPerEm };
  cache.set(weight, result);
  return result;
}

/** The drawn width of one line of text. */
export function textWidth(text: string, font: FontSpec): number {
  const { unitsPerEm, advance, fallback } = metrics(font.weight);
  let units = 0;
  let count = 0;
  for (const char of text) {
    units += advance.get(char.codePointAt(0) ?? 0) ?? fallback;
    count += 1;
  }
  return (units / unitsPerEm) * font.size + count * (font.letterSpacing ?? 0) * font.size;
}

/** Greedy word wrap to a width; null when a word alone is wider or more than `maxLines` lines are needed. */
export function wrapToWidth(text: string, maxWidth: number, font: FontSpec, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (textWidth(word, font) > maxWidth) return null;
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, font) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : null;
}

export interface FittedText {
  readonly lines: readonly string[];
  readonly size: number;
  readonly width: number;
}

/**
 * The largest size from `sizes` (descending) at which the text wraps into `maxWidth` within `maxLines`; throws when
 * none does, so a label that cannot fit fails the build instead of spilling out of its box.
 */
export function fitText(text: string, maxWidth: number, font: Omit<FontSpec, 'size'>, sizes: readonly number[], maxLines: number): FittedText {
  for (const size of sizes) {
    const lines = wrapToWidth(text, maxWidth, { ...font, size }, maxLines);
    if (lines) return { lines, size, width: Math.max(...lines.map((line) => textWidth(line, { ...font, size }))) };
  }
  throw new Error(`"${text}" does not fit ${Math.round(maxWidth)} units in ${maxLines} line(s) at ${sizes.at(-1)} px`);
}
