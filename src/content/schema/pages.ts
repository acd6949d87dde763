import * as v from 'valibot';
import { locales, type Locale } from '../locale.ts';
import { action, icon, image, template, text } from './fields.ts';

/** A value for each language of the site, keyed by its code. */
const perLanguage = <Schema extends v.GenericSchema>(schema: () => Schema) =>
  v.strictObject(
    Object.fromEntries(locales.map((locale) => [locale, schema()])) as Record<Locale, Schema>,
  );

/** A page's head: its title, and a description held to what search results show. */
const head = {
  title: text(),
  description: v.pipe(
    text(),
    v.minLength(15, 'is too short for search results: write at least 15 characters'),
    v.maxLength(
      160,
      (issue) =>
        `is ${String(issue.input).length} characters; search results show about 160: shorten it`,
    ),
  ),
};
/** An inner page's head and the heading of its banner. */
const innerPage = v.strictObject({ ...head, heading: text() });

/** content/<language>/pages.yaml: every page's title, description and banner heading. */
export const pages = v.strictObject({
  home: v.strictObject(head),
  services: innerPage,
  about: innerPage,
  contact: innerPage,
  privacy: innerPage,
  caseStudies: innerPage,
  caseStudy: v.strictObject({ title: template('title') }),
  thankYou: innerPage,
  notFound: innerPage,
  /** The text alternative of the card shown where a page is shared (its words: share-card.yaml). */
  shareImageAlt: text(),
});

/** A section's small label above its heading, and the heading. */
const heading = { eyebrow: text(), title: text() };

/** content/<language>/home.yaml: the home page's sections, top to bottom. */
export const home = v.strictObject({
  hero: v.strictObject({
    tagline: text(),
    title: text(),
    text: text(),
    cta: action(),
    imageAlt: text(),
  }),
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
  feedbackSection: v.strictObject({
    ...heading,
    rotatorLabel: text(),
    pickLabel: template('name'),
  }),
  faqSection: v.strictObject({ ...heading, imageAlt: text() }),
  technologiesSection: v.strictObject({ ...heading, carouselLabel: text() }),
});

/** content/<language>/about.yaml: the About page. */
export const about = v.strictObject({
  intro: v.strictObject({
    ...heading,
    text: text(),
    image: v.strictObject({
      src: image(),
      width: v.pipe(v.number(), v.integer()),
      height: v.pipe(v.number(), v.integer()),
      alt: text(),
    }),
    badge: v.strictObject({ value: text(), label: text() }),
    highlights: v.array(v.strictObject({ icon: icon(), title: text(), text: text() })),
    cta: action(),
    callLabel: text(),
    callHours: text(),
  }),
  whyChooseUs: v.strictObject({
    ...heading,
    lead: text(),
    items: v.array(v.strictObject({ title: text(), text: text() })),
  }),
});

const card = v.strictObject({ title: text(), note: text() });

/** content/<language>/contact.yaml: the Contact page. */
export const contact = v.strictObject({
  intro: v.strictObject({ ...heading, lead: text() }),
  cards: v.strictObject({ address: card, phone: card, email: card }),
  questions: v.strictObject({
    ...heading,
    lead: text(),
    nextTitle: text(),
    nextSteps: v.array(text()),
    callPrompt: text(),
  }),
  map: v.strictObject({ ...heading, text: text(), frameTitle: text(), linkLabel: text() }),
});

/** content/<language>/not-found.yaml: the page for an unknown address. */
export const notFound = v.strictObject({
  title: text(),
  text: text(),
  homeLabel: text(),
  popularLabel: text(),
});

/** content/<language>/thank-you.yaml: where a form sent without JavaScript lands. */
export const thankYou = v.strictObject({
  title: text(),
  text: text(),
  next: v.array(text()),
  homeLabel: text(),
});

/** content/<language>/navigation.yaml: the header's and menu's links, and the footer's. */
export const navigation = v.strictObject({
  main: v.array(action()),
  quickLinks: v.array(action()),
});

/** content/<language>/footer.yaml: the footer's headings and lines. */
export const footer = v.strictObject({
  quickLinksTitle: text(),
  contactTitle: text(),
  newsletterTitle: text(),
  newsletterText: text(),
  copyright: template('year'),
});

/** content/<language>/site.yaml: how the company describes itself, in that language. */
export const site = v.strictObject({
  blurb: text(),
  /** The opening hours as the top bar and the about page's call line show them, e.g. '{hours}'. */
  hours: text(),
  /** What a screen reader says for each social link, e.g. '{company} on LinkedIn'. */
  socialLabels: v.strictObject({
    linkedin: text(),
    facebook: text(),
    google: text(),
    instagram: text(),
  }),
});

/** content/<language>/share-card.yaml: the words `npm run images:brand` draws into the share card; no page imports it. */
export const shareCard = v.strictObject({
  eyebrow: text(),
  /** The card has room for two lines of the headline, each of about 24 characters. */
  headline: v.pipe(v.array(text()), v.length(2, 'needs two lines, as the card shows them')),
  tagline: text(),
});

/** content/<language>/interface.yaml: shared controls' wording, and what is said when loading fails. */
export const ui = v.strictObject({
  carousel: v.strictObject({
    name: text(),
    slideName: text(),
    stop: text(),
    start: text(),
    previous: text(),
    next: text(),
    slide: template('position', 'count'),
  }),
  newTabNote: text(),
  rating: template('rating', 'max'),
  pageLoadFailure: v.strictObject({ navigation: text(), interactive: text(), reload: text() }),
  sectionFailure: text(),
});

/** content/<language>/chrome.yaml: the names of the header, menu, top bar and breadcrumb trail. */
export const chrome = v.strictObject({
  skipLink: text(),
  homeLink: text(),
  mainNav: text(),
  pinnedNav: text(),
  menuNav: text(),
  menuTitle: text(),
  openMenu: text(),
  closeMenu: text(),
  topBar: text(),
  breadcrumb: text(),
  breadcrumbHome: text(),
  themeControl: v.strictObject({
    label: text(),
    choices: v.strictObject({ system: text(), light: text(), dark: text() }),
  }),
  /** Every language of the site by its own name, and its short form for narrow screens. */
  languageSwitch: v.strictObject({
    label: text(),
    names: perLanguage(text),
    shortNames: perLanguage(text),
  }),
});
