import { csvPreviewRowLimit, type CsvPreview } from '../../../contracts/lead-import.ts';
import { readWithEncodingFallback, type OpenCsvBytes } from './csv-records.ts';
import { proposedTargets } from './mapping-choice.ts';

/**
 * The header, the first rows and the row count, streamed: only the preview rows are kept, so a 100 MB file
 * costs time, not memory. Counted the way the import counts (blank rows skipped, ragged rows included); past
 * `deadline` (epoch ms) counting stops and the total is a lower bound.
 */
export async function previewCsv(path: string, open: OpenCsvBytes, deadline = Number.POSITIVE_INFINITY, now: () => number = Date.now): Promise<CsvPreview> {
  const { value } = await readWithEncodingFallback(open, async (records) => {
    const preview: CsvPreview = { path, header: [], rows: [], total: 0, complete: true, proposed: [] };
    const first = await records.next();
    if (first.done) return preview;
    preview.header = first.value.fields;
    preview.proposed = proposedTargets(preview.header);
    for await (const record of records) {
      preview.total += 1;
      if (preview.rows.length < csvPreviewRowLimit) preview.rows.push(record.fields);
      if (preview.total % 4096 === 0 && now() > deadline) {
        preview.complete = false;
        break;
      }
    }
    return preview;
  });
  return value;
}

/** The header row alone (the first record), or [] for an empty file. */
export async function readHeader(open: OpenCsvBytes): Promise<string[]> {
  const { value } = await readWithEncodingFallback(open, async (records) => {
    const first = await records.next();
    await records.return();
    return first.done ? [] : first.value.fields;
  });
  return value;
}
