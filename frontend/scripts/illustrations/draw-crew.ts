import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText } from './measure-text.ts';
import { centredLabel, labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;

/**
 * Who we are: the team's disciplines as a row of people (no names, no faces, no invented headcount: one figure per
 * discipline the page names), standing on one line that leads to the home base's pin and where they work.
 */
export function drawCrew(nodes: readonly DiagramNode[], home: string, reach: string): string {
  const { width, height } = illustrationCanvas.crew;
  const people = nodes.slice(0, 4);
  const column = (width - 2 * margin) / people.length;
  const labels = people.map((person) => fitText(person.label, column - 14, { weight: 700 }, labelSizes(24), 2));
  const size = Math.min(...labels.map((label) => label.size));
  const parts: string[] = [];
  const headY = 58;
  const groundY = 132;
  parts.push(`<path class="l" d="M${margin + 10} ${groundY + 2}H${width - margin - 10}"/>`);
  people.forEach((person, index) => {
    const cx = Math.round(margin + column * (index + 0.5));
    const fill = index % 2 === 0 ? 'a' : 'as';
    parts.push(`<circle class="${fill}" cx="${cx}" cy="${headY}" r="24"/>`);
    parts.push(`<path class="${fill}" d="M${cx - 42} ${groundY}a42 44 0 0 1 84 0z"/>`);
    const label = fitText(person.label, column - 14, { weight: 700 }, [size], 2);
    parts.push(textLines(label.lines, cx, groundY + 22 + size * 0.73, 't', size * 1.15, 'middle', size));
  });
  // The line from the team to the home base: a pin, the city, and where the work happens.
  const pinY = height - 96;
  const cx = width / 2;
  parts.push(`<path class="la" d="M${cx} ${groundY + 88}V${pinY - 40}" stroke-dasharray="2 10" stroke-linecap="round"/>`);
  parts.push(`<path class="a" d="M${cx} ${pinY + 10}c-14-18-22-28-22-40a22 22 0 0 1 44 0c0 12-8 22-22 40z"/><circle cx="${cx}" cy="${pinY - 30}" r="8" style="fill:var(--rr-diagram-on-accent,#fff)"/>`);
  const homeText = fitText(home, width - 2 * margin, { weight: 700 }, labelSizes(26), 1);
  parts.push(centredLabel(homeText, cx, pinY + 36, 't'));
  const reachText = fitText(reach, width - 2 * margin, { weight: 500 }, [minLabelSize], 1);
  parts.push(centredLabel(reachText, cx, pinY + 70, 'm'));
  return parts.join('');
}
