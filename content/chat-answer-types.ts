import type { Engagement, EngagementId } from './engagements.ts';
import type { BlogPost } from './blog-types.ts';

/**
 * The chat's offline answers as data (functions/chat/offline/ matches and composes them). A row is one question
 * visitors ask: its id is the topic the reply carries, its `RowAsks` entry (beside the rows in the same file) the
 * example phrasings the matcher searches, and `answer` composes the reply from content facts by reference, never from
 * copied figures.
 */
export interface AnswerContext {
  /** The engagement the question is about: named in the message, or carried over from the previous topic. */
  readonly engagement?: Engagement;
  /** The blog post the question names (by its words), or the one the previous answer was about. */
  readonly post?: BlogPost;
  /** The configured CONTACT_EMAIL; unset, no reply names an email address. */
  readonly contactEmail?: string | undefined;
}

export interface ChatAnswerRow {
  readonly id: string;
  /** The row answers about one engagement or, with none named or carried over, all of them. */
  readonly perEngagement?: boolean;
  readonly answer: (context: AnswerContext) => string;
  /**
   * The one engagement the row is about: a message naming only others reads it at half its score ('what happens after the
   * audit is done' is not the build's handoff, though the names are a slot the matcher never reads).
   */
  readonly about?: Engagement;
  /** The row that answers 'and after that?' after this one: the next step of the visitor's way in (the call, then the written plan). */
  readonly next?: string;
  /** The engagement whose end this row tells: 'and after that?' after a reply about that engagement gets this row (blind-26). */
  readonly after?: Engagement;
  /** The engagement this row recommends: the reply's topic carries it, so 'and how long does that take?' is about it. */
  readonly recommends?: Engagement;
  /**
   * Rows for the situations this general one covers: when one of them reads the whole message better, it answers
   * instead ('I still do all the outbound myself ... what would fit us?' is a founder's situation, not a catalogue request).
   */
  readonly narrowsTo?: readonly string[];
  /** Rows a visitor often asks next; the unmatched reply suggests them. */
  readonly followUps?: readonly string[];
  /** The reply ends with the booking link (the widget shows the booking buttons). */
  readonly booking?: boolean;
  /**
   * The row points to something to read: it answers a message that asks for reading ('anything on SDR costs?'), never a
   * situation that only shares its words ('founder still does all the selling, where would you start?', blind-12).
   */
  readonly readingOnly?: boolean;
}

/** A row in another language: the same id and the answer in that language (its phrasings are in the file's `RowAsks`). */
export interface TranslatedRow {
  /** Without one, the English answer follows a sentence saying so in the visitor's language. */
  readonly answer?: (context: AnswerContext) => string;
}

/**
 * Example phrasings by row id, in the visitor's words: 5-10 for an English row, at least 2 in another language. Kept
 * beside the rows but apart from them: the chat function reads them compiled and compressed (content/chat-answer-asks.ts,
 * `npm run gen:chat-phrasings`), so the 45 KB of sentences never ship in its bundle as text.
 */
export type RowAsks = Readonly<Record<string, readonly string[]>>;

export type ChatLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' | 'nl';

/** Loose names visitors give the engagements ('the build', 'the monthly one'); matched as words in the message. */
export type EngagementNicknames = Readonly<Record<EngagementId, readonly string[]>>;
