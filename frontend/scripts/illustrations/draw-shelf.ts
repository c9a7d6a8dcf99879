import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText } from './measure-text.ts';
import { labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;
const spineWidth = 46;
const spineGap = 6;
/** Spine heights and fills in turn, so a row of books reads as books, not as a bar chart. */
const heights = [134, 112, 144, 122, 104];
const fills = ['a', 'as', 's', 'as', 'a'];
/** Clear air between a row's tallest book and the label of the shelf above it. */
const rowGap = 28;
/** From the board's underside to the label's cap line: clear of the board, read as its name. */
const labelDrop = 18;

/**
 * The library as two shelves of books: each group of resources a set of spines (one per resource, so the count is
 * real), its name under the shelf board. Labels measured; the shelves share one label size; books scale to the room
 * left under the row above's label.
 */
export function drawShelf(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.shelf;
  const groups = nodes.slice(0, 4);
  const perRow = 2;
  const rows = Math.ceil(groups.length / perRow);
  const rowHeight = (height - margin) / rows;
  const slot = (width - 2 * margin) / perRow;
  const labels = groups.map((group) => fitText(group.label, slot - 16, { weight: 700 }, labelSizes(24), 1));
  const size = Math.min(...labels.map((label) => label.size));
  const parts: string[] = [];
  let book = 0;
  // Each row: books, the board, then the label; the books stop rowGap short of the row above's label, so rows never meet.
  const labelDepth = 10 + labelDrop + size;
  const tallest = Math.max(...heights);
  for (let row = 0; row < rows; row += 1) {
    const rowTop = margin + row * rowHeight;
    const boardY = Math.round(rowTop + rowHeight - labelDepth - 6);
    const scale = Math.min(1, (boardY - rowTop - (row === 0 ? 0 : rowGap)) / tallest);
    parts.push(`<rect class="s" x="${margin}" y="${boardY}" width="${width - 2 * margin}" height="10" rx="5"/>`);
    groups.slice(row * perRow, row * perRow + perRow).forEach((group, index) => {
      const count = Math.max(1, Math.min(group.count ?? 3, 6));
      const left = margin + index * slot;
      const shelfWidth = count * spineWidth + (count - 1) * spineGap;
      let x = Math.round(left + (slot - shelfWidth) / 2);
      for (let spine = 0; spine < count; spine += 1, book += 1) {
        const spineHeight = Math.round((heights[book % heights.length] ?? 110) * scale);
        const fill = fills[book % fills.length] ?? 's';
        parts.push(`<rect class="${fill}" x="${x}" y="${boardY - spineHeight}" width="${spineWidth}" height="${spineHeight}" rx="5"/>`);
        // Two bands across the spine, as on a bound book.
        const band = fill === 'a' ? 'fill:var(--rr-diagram-on-accent,#fff);opacity:.55' : 'fill:var(--rr-diagram-line,#ced4da)';
        for (const at of [14, spineHeight - 22]) parts.push(`<rect x="${x + 9}" y="${boardY - spineHeight + at}" width="${spineWidth - 18}" height="5" rx="2.5" style="${band}"/>`);
        x += spineWidth + spineGap;
      }
      const label = fitText(group.label, slot - 16, { weight: 700 }, [size], 1);
      parts.push(textLines(label.lines, left + slot / 2, boardY + 10 + labelDrop + size * 0.73, 't', 0, 'middle', Math.max(size, minLabelSize)));
    });
  }
  return parts.join('');
}
