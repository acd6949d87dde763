import * as v from 'valibot';
import { countPerLanguage, icon, image, sharedByLanguages, template, text } from './fields.ts';

/** content/<language>/stats.yaml: the home page's figures. */
export const stats = v.strictObject({
  items: v.array(
    v.strictObject({
      value: v.pipe(v.number(), v.integer('should be a whole number'), v.minValue(0)),
      suffix: v.string(),
      label: text(),
      icon: icon(),
    }),
  ),
});

/** content/<language>/faq.yaml: the home page's questions, each answer one or more paragraphs. */
export const faq = v.strictObject({
  questions: v.array(
    v.strictObject({
      question: text(),
      answer: v.pipe(
        v.array(text()),
        v.minLength(1, 'needs at least one paragraph'),
        countPerLanguage(),
      ),
    }),
  ),
});

const rating = v.pipe(
  v.number(),
  v.minValue(1, 'should be at least 1'),
  v.maxValue(5, 'should be at most 5'),
  v.multipleOf(0.5, 'should be a whole or half number, like 4 or 4.5'),
);

/** content/<language>/testimonials.yaml: the home page's rotator and the About page's carousel. */
export const testimonials = v.strictObject({
  home: v.array(v.strictObject({ name: text(), role: text(), rating, text: text() })),
  about: v.strictObject({
    eyebrow: text(),
    title: text(),
    carouselLabel: text(),
    /** Under each name, e.g. 'Client from {client}'. */
    clientTitle: template('client'),
    items: v.array(v.strictObject({ name: text(), company: text(), rating, feedback: text() })),
  }),
});

/** content/<language>/technologies.yaml: the wordmarks of the home page's last carousel. */
export const technologies = v.strictObject({
  /** `alt` is the name the wordmark shows, which case studies name in every language. */
  logos: v.array(v.strictObject({ logo: image(), alt: v.pipe(text(), sharedByLanguages()) })),
});

/** content/<language>/services.yaml: the home page's carousel, the Services page's introduction and grid. */
export const services = v.strictObject({
  featured: v.array(
    v.strictObject({ title: text(), description: text(), image: image(), icon: icon() }),
  ),
  page: v.strictObject({
    eyebrow: text(),
    title: text(),
    lead: text(),
    quoteLabel: text(),
    /** Read after 'Get a quote' by screen readers, which hear ten links otherwise alike. */
    quoteContext: template('service'),
  }),
  catalog: v.array(
    v.strictObject({
      /** 1 to 10, shown zero-padded on the card. */
      id: v.pipe(v.number(), v.integer('should be a whole number'), v.minValue(1)),
      title: text(),
      icon: icon(),
      /** Two sentences: what we do, then what the client gets. */
      description: text(),
    }),
  ),
});
