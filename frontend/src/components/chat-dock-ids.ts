/**
 * Below md the chat launcher and its greeting live in the header (features/chat/components/chat-dock.ts portals them
 * into these two elements of site-header.tsx), so on a phone they never sit on a button, link or field of the page,
 * at any scroll position.
 */
export const chatDockIds = { launcher: 'chat-dock', greeting: 'chat-dock-greeting' } as const;

/** Where the header switches to the burger menu (Mantine md, 62em): the chat docks below it. */
export const chatDockQuery = '(max-width: 61.99em)';
