import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** The PNG icons the web manifest lists, and the sizes packed into /favicon.ico (for browsers and tools that ask for it). */
export const manifestIconSizes = [192, 512] as const;
const icoSizes = [16, 32, 48] as const;

const renderPng = (svg: string, size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

/** An ICO file holding PNG images (supported by every current browser and by Windows since Vista). */
export function packIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** Rasterises the built favicon.svg into favicon.ico and icon-<size>.png. */
export async function writeIcons(siteDir: string): Promise<void> {
  const svg = await readFile(join(siteDir, 'favicon.svg'), 'utf8');
  await writeFile(join(siteDir, 'favicon.ico'), packIco(icoSizes.map((size) => ({ size, png: renderPng(svg, size) }))));
  for (const size of manifestIconSizes) await writeFile(join(siteDir, `icon-${size}.png`), renderPng(svg, size));
}
