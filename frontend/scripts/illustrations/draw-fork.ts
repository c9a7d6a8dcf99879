import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import { fitText } from './measure-text.ts';
import { arrowHead, centredLabel, labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;

export interface ForkSpec {
  readonly ways: readonly string[];
  readonly meeting: string;
  readonly length: string;
  readonly outcome: string;
}

/**
 * Two ways in (the hero's two buttons) that meet in one conversation, and what you leave it with: a horizontal picture,
 * unlike /contact's road of numbered stops. Labels are measured; the ways wrap to two lines at the minimum size if needed.
 */
export function drawFork({ ways, meeting, length, outcome }: ForkSpec): string {
  const { width, height } = illustrationCanvas.fork;
  const chipWidth = 214;
  const radius = 100;
  const cx = width - margin - 12 - radius;
  const cy = 140;
  const parts: string[] = [];
  const fitted = ways.slice(0, 2).map((way) => fitText(way, chipWidth - 32, { weight: 700 }, labelSizes(24), 2));
  const size = Math.min(...fitted.map((way) => way.size));
  const chips = ways.slice(0, 2).map((way, index) => {
    const chip = fitText(way, chipWidth - 32, { weight: 700 }, [size], 2);
    const chipHeight = Math.round(chip.lines.length * size * 1.2 + 28);
    const y = Math.round(cy + (index === 0 ? -1 : 1) * 84 - chipHeight / 2);
    return { chip, y, chipHeight };
  });
  // Each way's line leaves its chip level and enters the circle along its radius, so the two read as merging.
  chips.forEach(({ y, chipHeight }, index) => {
    const sy = Math.round(y + chipHeight / 2);
    const angle = Math.PI * (index === 0 ? 1.16 : 0.84);
    const ex = Math.round(cx + (radius + 6) * Math.cos(angle));
    const ey = Math.round(cy + (radius + 6) * Math.sin(angle));
    const c2x = Math.round(ex + 50 * Math.cos(angle));
    const c2y = Math.round(ey + 50 * Math.sin(angle));
    parts.push(`<path class="la" d="M${margin + chipWidth + 4} ${sy}C${margin + chipWidth + 50} ${sy} ${c2x} ${c2y} ${ex} ${ey}"/>`);
  });
  chips.forEach(({ chip, y, chipHeight }, index) => {
    parts.push(`<rect class="${index === 0 ? 'as' : 's'}" x="${margin}" y="${y}" width="${chipWidth}" height="${chipHeight}" rx="${Math.min(24, chipHeight / 2)}"/>`);
    parts.push(centredLabel({ ...chip, size }, margin + chipWidth / 2, y + chipHeight / 2, 't'));
  });
  // The conversation: two speech bubbles say 'a call' above its name and length.
  parts.push(`<circle class="as" cx="${cx}" cy="${cy}" r="${radius}"/>`);
  parts.push(`<path class="a" d="M${cx - 26} ${cy - 70}h30a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8h-18l-8 7v-7h-4a8 8 0 0 1-8-8v-14a8 8 0 0 1 8-8z"/>`);
  parts.push(`<path class="la" d="M${cx + 24} ${cy - 56}h12a8 8 0 0 1 8 8v10a8 8 0 0 1-8 8h-2v6l-7-6h-3" stroke-width="2.5"/>`);
  const meetingText = fitText(meeting, radius * 1.6, { weight: 700 }, labelSizes(26), 2);
  const lineHeight = meetingText.size * 1.15;
  const firstBaseline = cy - 4 + 0.73 * meetingText.size - ((meetingText.lines.length - 1) * lineHeight) / 2;
  parts.push(textLines(meetingText.lines, cx, firstBaseline, 't', lineHeight, 'middle', meetingText.size));
  const lastBaseline = firstBaseline + (meetingText.lines.length - 1) * lineHeight;
  parts.push(textLines([length], cx, lastBaseline + minLabelSize + 8, 'm', 0, 'middle', minLabelSize));
  // What you leave with: a note under the conversation, a tick beside it.
  const noteTop = cy + radius + 40;
  const noteHeight = Math.min(64, height - margin - noteTop);
  const noteText = fitText(outcome, width - 2 * margin - 76, { weight: 700 }, labelSizes(26), 1);
  const noteWidth = Math.ceil(noteText.width + 76);
  const noteX = Math.round(Math.max(margin, Math.min(width - margin - noteWidth, cx - noteWidth / 2)));
  parts.push(`<path class="la" d="M${cx} ${cy + radius + 6}V${noteTop - 6}"/>`, arrowHead(cx, noteTop - 6, 'down'));
  parts.push(`<rect class="s" x="${noteX}" y="${noteTop}" width="${noteWidth}" height="${noteHeight}" rx="16"/>`);
  const tickX = noteX + 30;
  const tickY = noteTop + noteHeight / 2;
  parts.push(`<path class="la" d="M${tickX - 9} ${tickY}l6 7 12-14"/>`);
  parts.push(centredLabel(noteText, noteX + 52 + noteText.width / 2, tickY, 't'));
  return parts.join('');
}
