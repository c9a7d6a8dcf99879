/**
 * 'anything to read on hiring SDRs?': a reading request is answered with the blog posts on the topic, not a
 * service pitch. After an answer about a post, 'anything about metrics?' asks for another one.
 */
const reading = [
  /\b(articles?|blog ?posts?|posts|blogs?|resources|guides?|write-?ups?|reading material)\b[^.?!]{0,20}\b(on|about|for)\b/i,
  /\b(to read|reading|read up|recommended reads?)\b/i,
  /\b(recommend|suggest)\b[^.?!]{0,30}\b(article|post|blog|read)/i,
];
// Only these open a request for another post after a post ('and something for founders?').
const another = /^\s*(and |ok |okay |also )?(anything|something|any|what about|how about|and)\b/i;
// The words of the request itself, which say nothing about the topic.
const requestWords = new Set('anything something any article articles post posts blog blogs resource resources guide guides read reading recommend suggest material got'.split(' '));

export function asksToRead(message: string, afterPost: boolean): boolean {
  return reading.some((p) => p.test(message)) && !/\b(terms|privacy|policy|contract)\b/i.test(message) || (afterPost && another.test(message));
}

export const topicOfReading = (message: string) => message.split(/\s+/).filter((w) => !requestWords.has(w.toLowerCase().replace(/\W/g, ''))).join(' ');
