/**
 * Phone numbers 555-0100 to 555-0199 are reserved for fiction in the North American plan: the default SUPPORT_PHONE
 * is one, so the chat can quote a number locally, but it is never published as the company's (JSON-LD). Its own
 * module so the pages can use it without loading the settings schema (zod).
 */
export const isFictionalPhone = (phone: string) => /555[\s.-]?01\d\d\b/.test(phone);
