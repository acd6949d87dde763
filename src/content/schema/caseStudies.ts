import * as v from 'valibot';
import { action, image, template, text } from './fields.ts';

/** What a case study's file name (its address) must look like; the CMS checks new studies by it too. */
export const caseStudySlugRule = {
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'should be lower-case words joined by hyphens, like red-river-freight-dispatch.md',
} as const;

/** A case study's file name without `.md`: its address, /case-studies/<slug>. */
export const caseStudySlug = v.pipe(
  v.string(),
  v.regex(caseStudySlugRule.pattern, caseStudySlugRule.message),
);

/** Text held to a length the layout was designed for; the CMS counts the characters against it too. */
const sized = (min: number, max: number) =>
  v.pipe(
    text(),
    v.minLength(min, `is too short: write at least ${min} characters`),
    v.maxLength(max, (issue) => `is ${String(issue.input).length} characters: keep it to ${max}`),
  );

/**
 * The fields between the --- lines atop a case study, content/<language>/case-studies/<slug>.md
 * (the story follows), each described where the CMS offers it (src/cms/config.ts).
 * `technologies`: the names content/<language>/technologies.yaml allows.
 */
export const caseStudyFrontMatter = (technologies: readonly string[]) =>
  v.strictObject({
    title: sized(10, 90),
    description: sized(50, 160),
    client: sized(2, 60),
    sector: sized(2, 40),
    date: v.pipe(
      v.string('should be a date written like 2026-03-18'),
      v.isoDate('should be a date written like 2026-03-18'),
    ),
    summary: sized(60, 300),
    challenge: sized(40, 300),
    results: v.pipe(
      // YAML reads `figure: 0` as a number; the page shows it as written.
      v.array(
        v.strictObject({
          figure: v.pipe(
            v.union([v.string(), v.number()], 'should be a figure, like 31% or $186,000'),
            v.transform(String),
            sized(1, 20),
          ),
          label: sized(3, 60),
        }),
      ),
      v.minLength(2, 'should list at least 2 results'),
      v.maxLength(4, 'should list at most 4 results'),
    ),
    technologies: v.pipe(
      v.array(
        v.picklist(technologies, `should be one of the technologies: ${technologies.join(', ')}`),
      ),
      v.minLength(1, 'should name at least one technology'),
    ),
    cover: v.strictObject({ image: image(), alt: sized(10, 160) }),
  });

export type CaseStudyFrontMatter = v.InferOutput<ReturnType<typeof caseStudyFrontMatter>>;

/** content/<language>/case-studies-page.yaml: the words around the case studies. */
export const caseStudiesPage = v.strictObject({
  list: v.strictObject({
    eyebrow: text(),
    title: text(),
    lead: text(),
    readMore: text(),
    /** Read after `readMore` by assistive technology only: which study it opens. */
    readMoreContext: template('title'),
    publishedLabel: text(),
    feedLabel: text(),
  }),
  study: v.strictObject({
    clientLabel: text(),
    sectorLabel: text(),
    technologiesLabel: text(),
    publishedLabel: text(),
    challengeTitle: text(),
    resultsTitle: text(),
    cta: v.strictObject({ title: text(), text: text(), action: action(), back: action() }),
  }),
  /** The services page's way to the case studies. */
  teaser: v.strictObject({
    eyebrow: text(),
    title: text(),
    text: text(),
    action: action(),
    studyTitle: template('sector', 'title'),
  }),
  feed: v.strictObject({ subtitle: text() }),
});
