/** A form send is aborted, and reported as failed, after this long without an answer. */
export const formSendTimeoutMs = 15_000;
/** E-mail addresses longer than this cannot be delivered (RFC 5321 path limit). */
export const emailMaxLength = 254;
/** Phone numbers carry this many digits, country code included (E.164 allows at most 15). */
export const phoneDigits = { min: 7, max: 15 } as const;
/**
 * Drafts up to this size (serialised) are kept: room for a message well past its limit,
 * yet bounded; anything larger found in storage is treated as corrupt and ignored.
 */
export const draftMaxChars = 50_000;
