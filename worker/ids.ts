// References visitors quote, tokens for links, and hashes that keep raw data out of D1.

// No 0/O, 1/I/L: a reference is read out over the phone.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomChars(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A short reference a visitor can quote, e.g. `VX-7K3M9Q2P`. */
export const newReference = () => `VX-${randomChars(8)}`;

/** An unguessable token for a confirmation or unsubscribe link. */
export const newToken = () => randomChars(32);

/** Hex SHA-256 of the text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
