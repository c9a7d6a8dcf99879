import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { drawDiagram } from './draw-diagram.ts';
import { illustrationSpecs } from './illustration-specs.ts';

/** The diagrams budget (issue 13): each file stays well under this, or the build fails. */
export const illustrationMaxBytes = 15 * 1024;

/** Writes every diagram to <siteDir>/illustrations/<name>.svg; returns the sizes for the build log. */
export async function writeIllustrations(siteDir: string): Promise<{ files: number; largestBytes: number }> {
  let largestBytes = 0;
  for (const spec of illustrationSpecs) {
    const svg = drawDiagram(spec);
    const bytes = Buffer.byteLength(svg);
    if (bytes > illustrationMaxBytes) throw new Error(`illustration ${spec.name} is ${bytes} bytes (limit ${illustrationMaxBytes})`);
    largestBytes = Math.max(largestBytes, bytes);
    const path = join(siteDir, 'illustrations', `${spec.name}.svg`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, svg);
  }
  return { files: illustrationSpecs.length, largestBytes };
}
