/** The longest comment, in characters: a few paragraphs, not a document (zod-free: the composer reads it). */
export const COMMENT_MAX_LENGTH = 4000;

/**
 * A mention: `@` and a user name (which ends with a letter or digit, so that a full stop after it is not
 * taken in), not inside a word or an email address.
 */
export const MENTION_PATTERN = /(?<![\w.@])@([a-z0-9][a-z0-9._-]*[a-z0-9])/gi;

/** The user names a text mentions, lower-cased, each once. */
export function mentionedNames(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION_PATTERN)].map((match) => (match[1] ?? '').toLowerCase()))];
}
