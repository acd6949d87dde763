import * as v from 'valibot';
import { text } from './fields.ts';

/**
 * content/<language>/share-card.yaml: the words `npm run images:brand` draws into the card
 * shown where a page is shared. No page imports it, so its words ship to no visitor.
 */
export const shareCard = v.strictObject({
  eyebrow: text(),
  /** The card has room for two lines of the headline, each of about 24 characters. */
  headline: v.pipe(v.array(text()), v.length(2, 'needs two lines, as the card shows them')),
  tagline: text(),
});
