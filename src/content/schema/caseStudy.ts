import * as v from 'valibot';

/** A case study's file name without `.md`: its address, /case-studies/<slug>. */
export const caseStudySlug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'should be lower-case words joined by hyphens, like red-river-freight-dispatch'),
);

const words = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.check((value) => value.trim() !== '', 'is empty: write the text or delete the line'),
    v.check((value) => value.trim().length >= min, `is too short: write at least ${min} characters`),
    v.check((value) => value.trim().length <= max, `is too long: keep it to ${max} characters`),
  );

/**
 * The front matter of a case study, content/<language>/case-studies/<slug>.md. The text
 * below it (Markdown) tells the story; these fields feed the list, the page's summary
 * panel, the search and share tags and the feed.
 * @param technologies the names the technologies list (the home page's logos) allows
 */
export const caseStudyFrontMatter = (technologies: readonly string[]) =>
  v.strictObject({
    /** The page's heading: what changed, in a line. */
    title: words(10, 90),
    /** Search engines' and share cards' text. */
    description: words(50, 160),
    /** A placeholder name unless the client agreed to be named. */
    client: words(2, 60),
    sector: words(2, 40),
    /** When the study was published (YYYY-MM-DD): the list shows the newest first. */
    date: v.pipe(v.string('should be a date written like 2026-03-18'), v.isoDate('should be a date written like 2026-03-18')),
    /** The list's and the feed's paragraph. */
    summary: words(60, 300),
    challenge: words(40, 300),
    /** The headline figures, shown large: two to four. */
    results: v.pipe(
      v.array(
        v.strictObject({
          // YAML reads `figure: 0` as a number; the page shows it as written.
          figure: v.pipe(v.union([v.string(), v.number()], 'should be a figure, like 31% or $186,000'), v.transform(String), words(1, 20)),
          label: words(3, 60),
        }),
      ),
      v.minLength(2, 'should list at least 2 results'),
      v.maxLength(4, 'should list at most 4 results'),
    ),
    technologies: v.pipe(
      v.array(v.picklist(technologies, `should be one of the technologies: ${technologies.join(', ')}`)),
      v.minLength(1, 'should name at least one technology'),
    ),
    cover: v.strictObject({
      /** Under src/assets/, like case-studies/red-river-freight-dispatch.svg. */
      image: v.pipe(v.string(), v.regex(/^[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, 'should be the path of an image under src/assets/, like case-studies/cover.svg')),
      alt: words(10, 160),
    }),
  });

export type CaseStudyFrontMatter = v.InferOutput<ReturnType<typeof caseStudyFrontMatter>>;
