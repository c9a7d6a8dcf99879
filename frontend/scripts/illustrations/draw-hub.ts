import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText } from './measure-text.ts';
import { centredLabel, labelSizes } from './svg-kit.ts';

const margin = 8;
const padX = 14;
const padY = 10;
const maxBoxWidth = 200;
const gap = 22;

/**
 * Nodes in two columns either side of a centre, each joined to it by a spoke that ends at the box's inner edge (so no
 * line crosses a label). Every label is fitted to measured text; the boxes take the widest label's width.
 */
export function drawHub(nodes: readonly DiagramNode[], centre: string): string {
  const { width, height } = illustrationCanvas.hub;
  const count = Math.min(nodes.length, 8);
  const rows = Math.ceil(count / 2);
  const rowHeight = (height - 2 * margin) / rows;
  const maxLines = rowHeight >= 90 ? 2 : 1;
  // Four rows take 24 units at most, so two-line boxes leave even gaps of about 18 units between them.
  const labels = nodes.slice(0, count).map((node) => fitText(node.label, maxBoxWidth - 2 * padX, { weight: 700 }, labelSizes(rows > 2 ? 24 : 26), maxLines));
  // One size for every box label, the smallest any of them needed, so the boxes read as one set.
  const size = Math.min(...labels.map((label) => label.size));
  const fitted = nodes.slice(0, count).map((node) => fitText(node.label, maxBoxWidth - 2 * padX, { weight: 700 }, [size], maxLines));
  const boxWidth = Math.ceil(Math.max(...fitted.map((label) => label.width)) + 2 * padX);
  // One height for every box, the tallest label's: boxes of one and two lines at one pitch had left two boxes nearly
  // touching and the next gaps three times as wide (design review, the blog's category map).
  const boxHeight = Math.round(Math.max(...fitted.map((label) => label.lines.length)) * size * 1.2 + 2 * padY);
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(90, (width - 2 * (margin + boxWidth) - 2 * gap) / 2);
  const centreText = fitText(centre, radius * 1.6, { weight: 700 }, labelSizes(26), 3);
  const parts: string[] = [];
  const boxes = fitted.map((label, index) => {
    const left = index < rows;
    const row = left ? index : index - rows;
    const rowsHere = left ? rows : count - rows;
    const slot = (height - 2 * margin) / rowsHere;
    const y = Math.round(margin + slot * row + (slot - boxHeight) / 2);
    const x = left ? margin : width - margin - boxWidth;
    return { x, y, label, innerX: left ? x + boxWidth : x };
  });
  for (const box of boxes) {
    const by = box.y + boxHeight / 2;
    const angle = Math.atan2(by - cy, box.innerX - cx);
    const sx = Math.round(cx + radius * Math.cos(angle));
    const sy = Math.round(cy + radius * Math.sin(angle));
    parts.push(`<path class="la" d="M${sx} ${sy}L${box.innerX} ${Math.round(by)}"/>`);
  }
  parts.push(`<circle class="as" cx="${cx}" cy="${cy}" r="${Math.round(radius)}"/>`, centredLabel(centreText, cx, cy, 't'));
  for (const box of boxes) {
    parts.push(`<rect class="s" x="${box.x}" y="${box.y}" width="${boxWidth}" height="${boxHeight}" rx="12"/>`);
    parts.push(centredLabel(box.label, box.x + boxWidth / 2, box.y + boxHeight / 2, 't'));
  }
  return parts.join('');
}
