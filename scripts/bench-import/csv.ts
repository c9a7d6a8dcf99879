import { leadStatuses } from '../../contracts/lead-import.ts';

const statuses = [...leadStatuses, ''];

/** The CSV in chunks of 1,000 rows, generated as it is read; with `repeats`, every 7th row reuses an earlier email. */
export function* generateCsv(rows: number, repeats = false): Generator<Buffer> {
  let lines = ['Full Name,Email,Company,Status,Lead Source,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const contact = repeats && i % 7 === 6 ? i - 3 : i;
    lines.push(`Bench Lead ${i},bench.lead.${contact}@load.example,"Load Test ${i % 97}, Inc.",${statuses[i % statuses.length]},Benchmark,"Generated row ${i}"`);
    if (lines.length === 1000) {
      yield Buffer.from(`${lines.join('\r\n')}\r\n`);
      lines = [];
    }
  }
  if (lines.length > 0) yield Buffer.from(`${lines.join('\r\n')}\r\n`);
}
