import { useSyncExternalStore } from 'react';

// Per browser tab, never persisted beyond it: the token unlocks the staff API and lead data.
const storageKey = 'lead-import.admin-token';

export interface AdminTokenState {
  readonly token: string | null;
  /** The last token was refused (401), so the form asks again and says why. */
  readonly rejected: boolean;
}

const listeners = new Set<() => void>();
let rejected = false;
let snapshot: AdminTokenState | undefined;
const serverSnapshot: AdminTokenState = { token: null, rejected: false };

function read(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

function getSnapshot(): AdminTokenState {
  const token = read();
  if (!snapshot || snapshot.token !== token || snapshot.rejected !== rejected) snapshot = { token, rejected };
  return snapshot;
}

export function currentAdminToken(): string | null {
  return typeof window === 'undefined' ? null : read();
}

export function saveAdminToken(token: string): void {
  rejected = false;
  try {
    window.sessionStorage.setItem(storageKey, token);
  } finally {
    changed();
  }
}

/** Forgets the token; `refused` when the API answered 401, so the form explains why it is back. */
export function forgetAdminToken(refused: boolean): void {
  rejected = refused;
  try {
    window.sessionStorage.removeItem(storageKey);
  } finally {
    changed();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The staff token of this tab (null before hydration and on the server, where sessionStorage does not exist). */
export function useAdminToken(): AdminTokenState {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
