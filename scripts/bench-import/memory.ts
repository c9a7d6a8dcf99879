import { Readable } from 'node:stream';
import { systemClock } from '../../functions/shared/airtable/pacer.ts';
import { previewCsv } from '../../functions/lead-import/core/preview.ts';
import { scanCsv } from '../../functions/lead-import/core/scan.ts';
import { generateCsv } from './csv.ts';

export interface MemoryRun {
  rows: number;
  mb: number;
  previewHeapMb: number;
  scanHeapMb: number;
  rssMb: number;
}

export function memorySampler() {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 100);
  return {
    reset() {
      rss = 0;
      heap = 0;
      sample();
    },
    peak() {
      sample();
      return { rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20 };
    },
    stop: () => clearInterval(timer),
  };
}

/** The child for memory: preview and scan (both passes) of generated files streamed as S3 would, under a small heap. */
export async function runMemoryProbe(rowCounts: number[]): Promise<void> {
  const memory = memorySampler();
  const runs: MemoryRun[] = [];
  for (const rows of rowCounts) {
    let bytes = 0;
    for (const chunk of generateCsv(rows, true)) bytes += chunk.length;
    const open = async () => Readable.from(generateCsv(rows, true));
    global.gc?.();
    memory.reset();
    const preview = await previewCsv('generated.csv', open);
    const previewPeak = memory.peak();
    global.gc?.();
    memory.reset();
    // Every 7th row repeats an earlier contact, so the exact second pass runs too.
    const scanned = await scanCsv(open, systemClock, Number.POSITIVE_INFINITY);
    const scanPeak = memory.peak();
    if (scanned.kind !== 'ok' || preview.total !== rows) throw new Error(`scan of ${rows} rows: ${scanned.kind}`);
    runs.push({ rows, mb: bytes / 2 ** 20, previewHeapMb: previewPeak.heapMb, scanHeapMb: scanPeak.heapMb, rssMb: Math.max(previewPeak.rssMb, scanPeak.rssMb) });
  }
  memory.stop();
  process.send?.({ kind: 'memory', runs });
}
