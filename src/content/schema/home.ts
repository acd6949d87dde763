import * as v from 'valibot';
import { action, icon, template, text } from './fields.ts';

/** A section's small label above its heading, and the heading. */
const heading = { eyebrow: text(), title: text() };

/** content/<language>/home.yaml: the home page's sections, top to bottom. */
export const home = v.strictObject({
  hero: v.strictObject({ tagline: text(), title: text(), text: text(), cta: action(), imageAlt: text() }),
  intro: v.strictObject({
    title: text(),
    points: v.array(v.strictObject({ icon: icon(), title: text(), text: text() })),
  }),
  about: v.strictObject({
    ...heading,
    text: text(),
    points: v.array(text()),
    cta: action(),
    proof: action(),
    experience: v.strictObject({ figure: text(), label: text() }),
    callLabel: text(),
  }),
  servicesSection: v.strictObject({ ...heading, carouselLabel: text(), more: action() }),
  statsSection: v.strictObject({ title: text() }),
  feedbackSection: v.strictObject({ ...heading, rotatorLabel: text(), pickLabel: template('name') }),
  faqSection: v.strictObject({ ...heading, imageAlt: text() }),
  technologiesSection: v.strictObject({ ...heading, carouselLabel: text() }),
});
