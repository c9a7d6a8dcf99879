import type { EvalItem } from './eval-types.ts';

/** FNV-1a over the item id: a split that does not move when items are added elsewhere in the list. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A third of the items, chosen by hash, is held out: nobody tunes the assistant against them. */
export function isHeldOut(item: Pick<EvalItem, 'id'>): boolean {
  return hash(item.id) % 3 === 0;
}

export function splitItems(items: readonly EvalItem[]): { tuning: EvalItem[]; heldOut: EvalItem[] } {
  return { tuning: items.filter((i) => !isHeldOut(i)), heldOut: items.filter(isHeldOut) };
}
