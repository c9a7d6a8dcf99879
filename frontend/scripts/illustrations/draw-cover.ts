import { blogCategories, type BlogCategory } from '../../../content/blog-categories.ts';
import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import { drawGlyph } from './cover-glyphs.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText } from './measure-text.ts';
import { labelSizes, textLines } from './svg-kit.ts';

const emblem = { cx: 112, cy: 125, r: 86 };
const columnLeft = 230;
const columnRight = 570;
const eyebrowBaseline = 58;
const chipTop = 80;
const chipHeight = 44;
const chipGap = 12;
const maxChips = 3;

const isCategory = (value: string): value is BlogCategory => (blogCategories as readonly string[]).includes(value);

/**
 * An article's cover, a picture of what the post is about rather than its title a second time (the page's heading sits
 * right above it; design review): the category's emblem in a disc, the category as an eyebrow, and the post's topics
 * (its tags, less any that only restate the category) as chips, each on one measured line.
 */
export function drawCover(topics: readonly DiagramNode[], category: string): string {
  if (!isCategory(category)) throw new Error(`cover category "${category}" has no emblem`);
  const { width, height } = illustrationCanvas.cover;
  const columnWidth = columnRight - columnLeft;
  const parts = [
    `<rect class="as" x="2" y="2" width="${width - 4}" height="${height - 4}" rx="24"/>`,
    `<circle class="s" cx="${emblem.cx}" cy="${emblem.cy}" r="${emblem.r}"/>`,
    drawGlyph(category, emblem.cx, emblem.cy),
  ];
  const eyebrow = fitText(category.toUpperCase(), columnWidth, { weight: 800, letterSpacing: 0.08 }, labelSizes(26), 1);
  parts.push(textLines(eyebrow.lines, columnLeft, eyebrowBaseline, 'e', 0, 'start', eyebrow.size));
  // A tag that only restates the category ('Leadership', 'Success Story' under Success Stories) is left out.
  const firstWord = (text: string) => text.toLowerCase().split(/\s+/)[0];
  const chips = topics.map((topic) => topic.label).filter((label) => firstWord(label) !== firstWord(category));
  if (chips.length === 0) throw new Error(`cover for a ${category} post has no topics to show`);
  chips.slice(0, maxChips).forEach((label, index) => {
    const top = chipTop + index * (chipHeight + chipGap);
    const textLeft = columnLeft + 34;
    const fitted = fitText(label, columnRight - 14 - textLeft, { weight: 700 }, labelSizes(24), 1);
    parts.push(
      `<rect class="s" x="${columnLeft}" y="${top}" width="${columnWidth}" height="${chipHeight}" rx="${chipHeight / 2}"/>`,
      `<circle class="a" cx="${columnLeft + 18}" cy="${top + chipHeight / 2}" r="5"/>`,
      textLines(fitted.lines, textLeft, top + chipHeight / 2 + fitted.size * 0.365, 't', 0, 'start', fitted.size),
    );
  });
  return parts.join('');
}
