import { describe, expect, it } from 'vitest';
import { engineeringGuideToAccountBasedOutreachPost as abm } from '../../../content/blog-posts/engineering-guide-to-account-based-outreach.ts';
import { createOfflineAssistant } from './offline-assistant.ts';
import { postSectionAnswer } from './post-sections.ts';

describe('what a blog post says', () => {
  it('quotes the section a question about a named post asks for, under the post', () => {
    const found = postSectionAnswer('the account based outreach article, how do you split accounts into tiers?', undefined);
    expect(found?.post.slug).toBe(abm.slug);
    expect(found?.text).toContain('Build tiers from evidence');
    expect(found?.text).toContain('closed-won deals from the last 18 months');
    expect(found?.headed).toBe(true);
  });

  it('lists the sections when their headings share the word asked for (the stages, the layers)', () => {
    const found = postSectionAnswer('in the metrics post, what were the layers?', undefined);
    expect(found?.text).toMatch(/Layer 1: team performance[\s\S]*Layer 2[\s\S]*Layer 3/);
  });

  it("gives the outline of a named post whose sections the question's words do not meet", () => {
    const found = postSectionAnswer('leí el artículo de escalar outbound de startup a scaleup. cuáles eran las etapas?', undefined);
    expect(found?.matched).toBe(false);
    expect(found?.text).toContain('Stage 2: systematize before you hire');
  });

  it('reads a follow-up against the previous answer’s post, but never a post noun used otherwise', () => {
    expect(postSectionAnswer('which signals matter most', abm)?.text).toContain('Decide which signals open the door');
    expect(postSectionAnswer('which signals matter most', undefined)).toBeUndefined();
    for (const message of ['could you draft a LinkedIn post for our new CRO?', 'long story short, we need meetings', 'what principles guide how you build?']) {
      expect(postSectionAnswer(message, undefined), message).toBeUndefined();
    }
  });

  it('answers in the conversation, with the post as the topic a follow-up keeps', () => {
    const assistant = createOfflineAssistant();
    const first = assistant.answer([{ role: 'user', content: 'and the other one, about the ai tech stack - what were the layers' }]);
    expect(first.text).toContain('System of record');
    expect(first.topic).toBe('blog-summary:post/tech-stack-ai-powered');
  });

  it("takes 'a post of yours ... about' as naming a post, and a follow-up nothing else answers from the post's closest section", () => {
    const assistant = createOfflineAssistant();
    const question = 'read a post of yours a while back about why all our sales tools arent saving time. what were the 3 reasons it gave?';
    const first = assistant.answer([{ role: 'user', content: question }]);
    expect(first.text).toContain('Three reasons automation disappoints');
    const followUp = 'and what was the stat for how much of a seller week gets wasted';
    const second = assistant.answer([{ role: 'user', content: question }, { role: 'assistant', content: first.text, topic: first.topic }, { role: 'user', content: followUp }]);
    expect(second.text).toContain('65% productivity loss');
    // One common word is no section: without the post before, the same follow-up is no post answer.
    expect(assistant.answer([{ role: 'user', content: followUp }]).topic).not.toMatch(/post\//);
  });

  it('answers a follow-up pointing back at the post from the post, even where a row reads its words surely (blind-19)', () => {
    const assistant = createOfflineAssistant();
    const opener = 'there was a post on your blog about buying sales tools not actually saving time, something about disappointment?';
    const first = assistant.answer([{ role: 'user', content: opener }]);
    const second = assistant.answer([{ role: 'user', content: opener }, { role: 'assistant', content: first.text, topic: first.topic }, { role: 'user', content: 'what was that quick test thing in it, 3 questions?' }]);
    expect(second.text).toContain('A five-minute test for your stack');
    // Asked without the post before it, 'test' is the weekly experiments of the table.
    expect(assistant.answer([{ role: 'user', content: 'what was that quick test thing, 3 questions?' }]).text).not.toContain('five-minute');
  });

  it("gives a story's outcome for 'the results in it', and reads 'they' against a post two answers back", () => {
    const assistant = createOfflineAssistant();
    const opener = 'I remember reading a case study on your site about a ~40-person SaaS company where the founder wanted his evenings back. Which client was that?';
    const first = assistant.answer([{ role: 'user', content: opener }]);
    const turns = [{ role: 'user' as const, content: opener }, { role: 'assistant' as const, content: first.text, topic: first.topic }];
    const results = assistant.answer([...turns, { role: 'user', content: 'fair. what were the results in it?' }]);
    expect(results.text).toContain('What changed');
    const later = [...turns, { role: 'user' as const, content: 'fair. what were the results in it?' }, { role: 'assistant' as const, content: results.text, topic: results.topic }];
    expect(assistant.answer([...later, { role: 'user', content: 'what signals did they end up triggering outreach on?' }]).text).toContain('controller hires and ERP changes');
    // Two answers on, 'they' are what the last answer was about: the engagements just priced, not the post.
    const priced = assistant.answer([...turns, { role: 'user', content: 'how much are the audit and the build?' }]);
    const after = [...turns, { role: 'user' as const, content: 'how much are the audit and the build?' }, { role: 'assistant' as const, content: priced.text, topic: priced.topic }];
    expect(assistant.answer([...after, { role: 'user', content: 'and what do they include?' }]).topic).not.toContain('post/');
  });

  it("gives a named post's outline for 'what was the gist', not the reading list's teaser (blind-19)", () => {
    const reply = createOfflineAssistant().answer([{ role: 'user', content: 'there was a post on your blog about sales tools not saving time, something about disappointment? what was the gist' }]);
    expect(reply.text).toContain('- Three reasons automation disappoints');
    expect(reply.topic).toBe('blog-summary:post/automation-disappointment');
  });
});
