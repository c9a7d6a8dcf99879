/** How the offline chat recognises a question about the blog: a request to read, a post named, a follow-up on one. */
// A reading request ('anything to read on hiring SDRs?') gets posts, not a pitch; after a post, 'anything about metrics?' asks another.
export const readingRequests = [
  /\b(articles?|blog ?posts?|posts|blogs?|resources|guides?|write-?ups?|reading material)\b[^.?!]{0,20}\b(on|about|for)\b/i,
  // Not 'reading' the site: 'they're nervous after reading your site' asks nothing to read (blind-24).
  /\b(to read|can read|(?<!\b(after|from|since) )reading(?! (your|the|ur) (site|website|page|homepage))|read up|recommended reads?)\b/i,
  /\b(have|got|share|grab|download|any)\b[^.?!]{0,12}\b(guides|templates|playbooks|resources)\b/i,
  /\b(recommend|suggest)\b[^.?!]{0,30}\b(article|post|blog|read)/i,
  // 'got anything i can forward my CEO about ...' (blind-12).
  /\b(anything|something)\b[^.?!]{0,15}\b(forward|send|share|show)\b/i,
];
// Only these open a request for another post after a post ('and something for founders?').
// Only a request for more: 'and if we stop working with you?' after a post asks about stopping, not for another post.
// 'got it. anything else you've written on ...' (blind-25): an acknowledgement before it.
export const anotherPost = /^\s*((got it|ok|okay|thanks|cool|fair)[.,!]+\s*)?(and |ok |okay |also )?(anything|something|another|any other|more)\b/i;
/**
 * A blog post named as one ('the ABM article', 'your post on SDR costs', 'the one about automation'): a
 * question about what that post says. Not a bare noun or verb: 'draft a LinkedIn post', 'long story short', 'what principles guide', 'I read that'.
 */
export const articleCues = [
  /\b(the|your|ur|that|this|el|la|le|der|die|das|dem|den|votre|su|tu)\s+([\w-]+\s+){0,5}?(articles?|art[ií]culo|artikel|beitrag)\b/i,
  /\b(the|your|ur|that|this)\s+([\w-]+\s+){0,5}?(post|blog ?post|guide|story|playbook|piece|write-?up)\b/i,
  /\b(articles?|posts?|blogs?|guides?|story)\s+(about|on)\b|\bthe (other )?ones?,? (about|on)\b/i,
  // 'read a post of yours a while back about why our tools don't save time', 'theres a post of yours about scaling' (blind-18).
  /\b(a|one)\s+(post|blog ?post|article|guide|story|piece|write-?up)\s+(of yours|you (wrote|did|had|published))\b/i,
];
// A follow-up pointing back at the post just discussed ('what was that quick test in it?', 'what signals did they trigger
// on?' after the composite story): the post's section answers before a row that reads the words surely (blind-18, -19).
export const backToPost = /\bin (it|there|that( one)?)\b|\b(in|from|of) (that|this|the) (post|story|article|piece|guide|case study)\b|\b(diese[rmn]?|cet(te)?|es[ea]|est[ea]) (fallstudie|artikel|beitrag|article|[ée]tude|art[ií]culo|caso|historia)\b/i;
// 'whats it called, ill read it' after an answer that linked a post: the post's title and where to read it (blind-24).
/** 'how long a read is it' after a post (blind-31): its read time. */
export const readTimeAsked = /\bhow long (a read|to read|of a read)\b|\bread(ing)? time\b|\bhow many min\w* (is it|to read|read)\b/i;
export const titleAsked = /\bwhat('?s| is) it called\b|\bwhat'?s (its (title|name)|the title)\b|\b(title|name) of (it|that|the (post|story))\b/i;
// 'they' points back only right after the post ('what signals did they trigger on?'): two answers on, 'and what do they
// include?' is about the engagements just priced; 'switch from it' is about a tool, not the post.
export const backToPostLoosely = /\b(they|them|their)\b/i;
// 'what were the results in it?' after a story: the section on its outcome, whose heading says so in other words.
export const outcomeAsked = /\b(results?|outcomes?|happened|turn(ed)? out|herausgekommen|ergebnisse?|r[ée]sultats?|resultados?)\b/i;
export const outcomeHeading = /\b(changed|results?|outcomes?)\b/i;
// The words of the request itself, which say nothing about the topic.
export const readingRequestWords = new Set('anything something any article articles post posts blog blogs resource resources guide guides read reading recommend suggest material got link links url piece'.split(' '));
// 'what was the gist?' of a post named: its outline (headings and first sentences), not the reading list's teaser (blind-19).
// 'read the article on hidden costs of in-house SDRs, who wrote it?' asks for its byline, not for something to read (blind-21).
export const authorAsked = /\bwho (wrote|writes|authored)\b|\bauthor of\b/i;
export const gistAsked = /\b(gist|main (points?|idea|argument)|summary|summari[sz]e|tl;?dr|key (points|takeaways)|takeaways?|what (was|is) it about|what did it say)\b/i;
