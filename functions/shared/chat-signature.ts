import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the chat replies the server sent. The widget keeps each reply with its signature and sends both back
 * in `history`; only a turn whose signature verifies is treated as something we said (by the chat, and by the
 * chat-lead handoff). The signed context names what is signed and its version, and nothing about the conversation:
 * a reply is our words wherever it is replayed, so replaying it gains nothing.
 */
export interface SignedTurn {
  /** The reply text exactly as the server sent it (placeholders included). */
  readonly content: string;
  /** The topic the reply answered, when the assistant named one. */
  readonly topic?: string | undefined;
}

const context = 'revrebel/chat/assistant-reply';
const version = 'v1';

function mac(key: string, turn: SignedTurn): Buffer {
  // JSON of a fixed-order array: no separator inside a field can make two different turns sign alike.
  return createHmac('sha256', key).update(JSON.stringify([context, version, turn.topic ?? '', turn.content])).digest();
}

export function signTurn(key: string, turn: SignedTurn): string {
  return `${version}.${mac(key, turn).toString('base64url')}`;
}

/** True only for a signature this key made over exactly this text and topic. Missing, malformed or foreign: false. */
export function verifyTurn(key: string | undefined, turn: SignedTurn & { readonly sig?: string | undefined }): boolean {
  if (!key || !turn.sig?.startsWith(`${version}.`)) return false;
  const given = Buffer.from(turn.sig.slice(version.length + 1), 'base64url');
  const expected = mac(key, turn);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
