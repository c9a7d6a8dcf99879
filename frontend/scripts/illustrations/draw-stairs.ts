import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText } from './measure-text.ts';
import { labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 4;
const gap = 4;

/**
 * A method's phases as a staircase: each phase a step up from the last (it builds on it), its name and weeks on the step,
 * and the last one's arrow climbing on (a system that keeps improving). Unlike /how-it-works' calendar, no week axis.
 */
export function drawStairs(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.stairs;
  const steps = nodes.slice(0, 5);
  const stepWidth = (width - 2 * margin - (steps.length - 1) * gap) / steps.length;
  const base = height - margin;
  const rise = (height - 2 * margin - 90) / steps.length;
  const titles = steps.map((step) => fitText(step.label, stepWidth - 16, { weight: 700 }, labelSizes(24), 1));
  const size = Math.min(...titles.map((title) => title.size));
  const parts: string[] = [];
  steps.forEach((step, index) => {
    const x = Math.round(margin + index * (stepWidth + gap));
    const top = Math.round(base - (index + 1) * rise);
    const last = index === steps.length - 1;
    parts.push(`<rect class="${last ? 'as' : 's'}" x="${x}" y="${top}" width="${Math.round(stepWidth)}" height="${base - top}" rx="12"/>`);
    // The tread: an accent edge on each step's top, so the climb reads before the words.
    parts.push(`<rect class="a" x="${x}" y="${top}" width="${Math.round(stepWidth)}" height="8" rx="4"/>`);
    const title = fitText(step.label, stepWidth - 16, { weight: 700 }, [size], 1);
    parts.push(textLines(title.lines, x + 8, top + 16 + size * 0.73, 't', 0, 'start', size));
    if (step.detail) {
      const detail = fitText(step.detail, stepWidth - 16, { weight: 500 }, [minLabelSize], 1);
      parts.push(textLines(detail.lines, x + 8, top + 16 + size * 0.73 + 6 + minLabelSize, 'm', 0, 'start', minLabelSize));
    }
    if (last) {
      // Keeps climbing: an arrow up and to the right from the last step.
      const sx = Math.round(x + stepWidth * 0.35);
      const sy = top - 18;
      const ex = Math.round(x + stepWidth - 14);
      const ey = Math.max(margin + 10, top - 66);
      parts.push(`<path class="la" d="M${sx} ${sy}L${ex} ${ey}"/>`, `<polyline class="la" points="${ex - 14},${ey - 2} ${ex},${ey} ${ex - 3},${ey + 14}"/>`);
    }
  });
  return parts.join('');
}
