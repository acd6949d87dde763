// The soft checks: signs of a bot that a person can also show (a browser's autofill in
// the hidden field, a prepared text pasted and sent at once, a list of links). A
// submission that fails one is answered as usual and kept as spam, never refused.
import { honeypotField } from '../src/forms/formData';

/** A message with more links than this is spam; a person rarely sends more than a few. */
export const maxLinks = 3;
const link = /\b(?:https?:\/\/|www\.)/gi;

/** 'repeated text' is the lanes' (worker/lanes.ts): a text many clients sent. */
export type SpamReason = 'honeypot' | 'too fast' | 'too many links' | 'repeated text';

/**
 * Why a valid submission looks automated, or null. The minimum fill time applies to the
 * site's script only (`fillMs`, the time since the page opened); a post without script
 * cannot measure it.
 */
export function spamReason(
  fields: Record<string, string>,
  values: Record<string, string>,
  { native, minFillMs }: { native: boolean; minFillMs: number },
): SpamReason | null {
  if (fields[honeypotField]) return 'honeypot';
  if (!native && !(Number(fields.fillMs) >= minFillMs)) return 'too fast';
  if ((Object.values(values).join('\n').match(link)?.length ?? 0) > maxLinks)
    return 'too many links';
  return null;
}
