import { describe, expect, it } from 'vitest';
import { classifyMessage, countEmotionalSignals, countWords } from './topic-classifier.ts';

describe('classifyMessage', () => {
  it.each([
    ['My reps waste half the day on admin and data entry in spreadsheets', 'admin-work'],
    ['The whole team is burned out and exhausted', 'team-burnout'],
    ['Our Salesforce is full of duplicates and dirty data', 'crm-pain'],
    ['We keep getting unqualified leads that do not fit our ICP', 'lead-quality'],
    ['Should we be hiring two more SDRs?', 'hiring-sdrs'],
    ['We need more meetings and a bigger pipeline to hit quota', 'pipeline-growth'],
    ['Our tech stack is a mess of disconnected tools', 'tool-sprawl'],
    ['How much does the audit cost?', 'pricing'],
  ])('reads "%s" as %s', (text, topic) => {
    expect(classifyMessage(text).topic).toBe(topic);
  });

  it('detects no topic below the threshold', () => {
    expect(classifyMessage('Hello there').topic).toBeUndefined();
    expect(classifyMessage('We have leads').topic).toBeUndefined();
  });

  it('weighs keywords: the heavier topic wins', () => {
    const result = classifyMessage('Our CRM is a mess and my team is completely burned out and overwhelmed');
    expect(result.scores['team-burnout']).toBeGreaterThan(result.scores['crm-pain']);
    expect(result.topic).toBe('team-burnout');
  });

  it('matches whole words only', () => {
    expect(classifyMessage('administrator').scores['admin-work']).toBe(0);
  });
});

describe('emotional signals and words', () => {
  it('counts emotional words, exclamation marks (up to 3) and shouted words, not acronyms', () => {
    expect(countEmotionalSignals('Where are you based?')).toBe(0);
    expect(countEmotionalSignals("I'm so frustrated!")).toBe(2);
    expect(countEmotionalSignals('Help!!!!!')).toBe(3);
    expect(countEmotionalSignals('This is INSANE')).toBe(2);
    expect(countEmotionalSignals('Our CRM and SDR team')).toBe(0);
  });

  it('counts words by whitespace', () => {
    expect(countWords('  one two   three ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
