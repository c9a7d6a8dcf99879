import { describe, expect, it } from 'vitest';
import { fitReply } from './reply-length.ts';

const long = (n: number) => `${'word '.repeat(n).trim()}.`;

describe('fitReply', () => {
  it('leaves a reply under the budget as it is', () => {
    const parts = ['Lead line.\n- one. Two.\n- three.', 'Second part.'];
    expect(fitReply(parts)).toEqual(parts);
  });

  it('says a line once when two answers share it', () => {
    expect(fitReply(['Campaigns go live within 30 days.\n- Week 1', 'Campaigns go live within 30 days.\n- Week 2'])).toEqual([
      'Campaigns go live within 30 days.\n- Week 1',
      '- Week 2',
    ]);
  });

  it('cuts list items to their first sentence before dropping any item', () => {
    const part = `Four phases:\n${['A', 'B', 'C', 'D'].map((t) => `- ${t}: the first sentence. ${long(40)}`).join('\n')}`;
    const [fitted] = fitReply([part], 200);
    expect(fitted).toBe(['Four phases:', ...['A', 'B', 'C', 'D'].map((t) => `- ${t}: the first sentence.`)].join('\n'));
  });

  it('keeps every list to a few items, each list on its own, when nothing else fits', () => {
    const list = (t: string) => `${t} includes:\n${[1, 2, 3, 4, 5, 6].map((i) => `- ${t} item ${i} ${long(10)}`).join('\n')}`;
    const fitted = fitReply([list('Audit'), list('Build')], 300).join('\n\n');
    expect(fitted.length).toBeLessThanOrEqual(300);
    expect(fitted).toContain('Audit includes:\n- Audit item 1');
    expect(fitted).toContain('Build includes:\n- Build item 1');
  });
});
