import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import { fitText } from './measure-text.ts';
import { arrowHead, centredLabel, labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;

export interface SplitGroup {
  readonly title: string;
  readonly items: readonly string[];
}

/**
 * One stream of work sorted into two trays: what your people keep (the warm, highlighted tray, with a person) and what the
 * system takes (with a gear). The approach's idea in one picture; every label measured and at least 22.5 units.
 */
export function drawSplit(work: string, [people, system]: readonly [SplitGroup, SplitGroup]): string {
  const { width, height } = illustrationCanvas.split;
  const gap = 24;
  const trayWidth = (width - 2 * margin - gap) / 2;
  const trayTop = 120;
  const parts: string[] = [];
  // The work: a chip at the top, its line forking to both trays.
  const workText = fitText(work, width - 2 * margin - 60, { weight: 700 }, labelSizes(26), 1);
  const chipWidth = Math.ceil(workText.width + 48);
  const cx = width / 2;
  parts.push(`<rect class="s" x="${Math.round(cx - chipWidth / 2)}" y="${margin}" width="${chipWidth}" height="48" rx="24"/>`);
  parts.push(centredLabel(workText, cx, margin + 24, 't'));
  const forkY = 84;
  const trayCentres = [margin + trayWidth / 2, width - margin - trayWidth / 2];
  parts.push(`<path class="la" d="M${cx} ${margin + 54}V${forkY}"/>`);
  for (const tx of trayCentres) parts.push(`<path class="la" d="M${cx} ${forkY}H${Math.round(tx)}V${trayTop - 6}"/>`, arrowHead(Math.round(tx), trayTop - 6, 'down'));
  [people, system].forEach((group, index) => {
    const x = Math.round(index === 0 ? margin : width - margin - trayWidth);
    const trayHeight = height - margin - trayTop;
    parts.push(`<rect class="${index === 0 ? 'as' : 's'}" x="${x}" y="${trayTop}" width="${Math.round(trayWidth)}" height="${trayHeight}" rx="18"/>`);
    // A person (head and shoulders) or a gear (a toothed ring), so the trays read before their words.
    const iconX = x + 34;
    const iconY = trayTop + 36;
    if (index === 0) parts.push(`<circle class="a" cx="${iconX}" cy="${iconY - 7}" r="8"/><path class="a" d="M${iconX - 14} ${iconY + 17}a14 13 0 0 1 28 0z"/>`);
    else parts.push(`<g style="stroke:var(--rr-diagram-muted,#495057);fill:none"><circle cx="${iconX}" cy="${iconY}" r="12" stroke-width="7" stroke-dasharray="4.7 4.7"/><circle cx="${iconX}" cy="${iconY}" r="9" stroke-width="3"/></g>`);
    const title = fitText(group.title, trayWidth - 72, { weight: 700 }, labelSizes(24), 2);
    parts.push(textLines(title.lines, x + 58, iconY + 8 - ((title.lines.length - 1) * title.size * 1.15) / 2, 't', title.size * 1.15, 'start', title.size));
    const items = group.items.slice(0, 3);
    const rowTop = trayTop + 80;
    const row = (trayHeight - 80 - 16) / items.length;
    items.forEach((item, itemIndex) => {
      const text = fitText(item, trayWidth - 56, { weight: 500 }, labelSizes(23), 1);
      const y = Math.round(rowTop + row * itemIndex);
      parts.push(`<rect class="s" x="${x + 16}" y="${y}" width="${Math.round(trayWidth - 32)}" height="${Math.round(row - 10)}" rx="12"/>`);
      parts.push(centredLabel({ ...text, size: Math.max(text.size, minLabelSize) }, x + 16 + (trayWidth - 32) / 2, y + (row - 10) / 2, 'm'));
    });
  });
  return parts.join('');
}
