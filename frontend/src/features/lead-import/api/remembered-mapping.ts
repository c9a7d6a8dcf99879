import type { MappingTarget } from '../../../../../contracts/lead-import.ts';

/** The last mapping staff used for a header set, kept in this browser for the next file with the same columns. */
const storageKey = (header: readonly string[]) => `lead-import-mapping:${JSON.stringify(header)}`;

export function rememberedMapping(header: readonly string[]): MappingTarget[] | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(header)) ?? 'null') as unknown;
    return Array.isArray(saved) && saved.length === header.length ? (saved as MappingTarget[]) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberMapping(header: readonly string[], targets: readonly MappingTarget[]): void {
  try {
    localStorage.setItem(storageKey(header), JSON.stringify(targets));
  } catch {
    // Storage full or disabled: the aliases propose the mapping next time.
  }
}
