import * as v from 'valibot';
import { text } from './fields.ts';

/** content/<language>/site.yaml: how the company describes itself, in that language. */
export const site = v.strictObject({
  blurb: text(),
  /** The opening hours as the top bar and the about page's call line show them, e.g. '{hours}'. */
  hours: text(),
  /** What a screen reader says for each social link, e.g. '{company} on LinkedIn'. */
  socialLabels: v.strictObject({ linkedin: text(), facebook: text(), google: text(), instagram: text() }),
});
