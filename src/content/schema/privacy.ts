import * as v from 'valibot';
import { countPerLanguage, link, text } from './fields.ts';

const richText = v.union([
  text(),
  v.array(v.union([v.string(), v.strictObject({ text: text(), href: link() })])),
]);

/** content/<language>/privacy-policy.md: settings between --- lines, then `sections`, each `## Title {#anchor}` and its text. */
export const privacyPolicy = v.strictObject({
  /** The date of the last change, shown at the top of the policy: change it with the text. */
  lastUpdated: v.pipe(
    v.string(),
    v.isoDate('should be a date written as year-month-day, like 2026-11-23'),
  ),
  lastUpdatedLabel: text(),
  tocLabel: text(),
  intro: text(),
  sections: v.pipe(
    v.array(
      v.strictObject({
        /** The heading's anchor: keep it stable, other pages and e-mails may link to it. */
        id: v.pipe(
          v.string(),
          v.regex(/^[a-z0-9-]+$/, 'should be an anchor of lowercase letters, digits and -'),
        ),
        title: text(),
        blocks: v.pipe(
          v.array(
            v.union([
              v.strictObject({ paragraph: richText }),
              v.strictObject({ list: v.array(richText) }),
            ]),
          ),
          countPerLanguage(),
        ),
      }),
    ),
    v.minLength(1, 'is empty: write the policy under ## headings'),
  ),
});
