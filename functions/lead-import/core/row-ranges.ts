/** Rows as sorted, inclusive [first, last] ranges: a re-imported file that changed nothing is one range. */
export type RowRanges = [number, number][];

/** Ranges kept per job (the job is saved after every chunk); rows past them are simply written. */
export const maxRanges = 2000;

/** Adds `row` (rows arrive in increasing order); false when the ranges are full. */
export function addRow(ranges: RowRanges, row: number): boolean {
  const last = ranges.at(-1);
  if (last && last[1] === row - 1) {
    last[1] = row;
    return true;
  }
  if (ranges.length >= maxRanges) return false;
  ranges.push([row, row]);
  return true;
}

export function hasRow(ranges: readonly (readonly [number, number])[], row: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle] as readonly [number, number];
    if (row < first) high = middle - 1;
    else if (row > last) low = middle + 1;
    else return true;
  }
  return false;
}
