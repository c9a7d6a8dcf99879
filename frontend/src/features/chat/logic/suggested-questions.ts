/**
 * The questions offered under the opener while it is the only message (design review: an open panel holding one
 * greeting looked empty, and a visitor had to think of a first question). Each is sent as the visitor's own message,
 * worded the way a visitor asks, and each reaches its own answer: the prices, the durations, and the booking reply
 * with its buttons (chat.spec.ts asks the offline assistant the same words).
 */
export const suggestedQuestions: readonly string[] = ['What does it cost?', 'How long does it take?', "I'd like to book a call"];
