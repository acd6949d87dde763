// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ContentError, formatProblem } from '../../src/content/build/problems';
import { loadContent, readCaseStudies, readContent } from '../../src/content/build/read';

const root = resolve(__dirname, '../..');
const technologyNames = loadContent('technologies.yaml').logos.map(({ alt }) => alt);
/** A study written into a copy of the project as content/en/case-studies/<slug>.md, read on its own: its data, or its problems. */
const compile = (source: string, slug = 'broken-study') => {
  const project = mkdtempSync(join(tmpdir(), 'study-'));
  try {
    cpSync(join(root, 'content'), join(project, 'content'), { recursive: true });
    symlinkSync(join(root, 'src'), join(project, 'src'));
    // Its translation alike, as every study has one.
    for (const locale of ['en', 'es'])
      writeFileSync(join(project, `content/${locale}/case-studies/${slug}.md`), source);
    const { data, body } = readContent(project, `case-studies/${slug}.md`, 'en');
    return {
      study: data as { slug?: string; client: string; results: { figure: string }[] },
      body,
    };
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    throw error;
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
};

const study = (frontMatter: string, body = '## What we did\n\nWe did it.\n') =>
  `---\n${frontMatter}\n---\n${body}`;
const valid = [
  'title: A valid title for a case study',
  'description: A description long enough for search engines to show beside the link.',
  'client: Placeholder Client Co.',
  'sector: Retail',
  'date: 2026-01-15',
  'summary: A summary that is long enough to introduce the study in the list of case studies.',
  'challenge: A challenge that is described in enough words to be worth reading.',
  'results:',
  '  - figure: 40%',
  '    label: faster checkouts',
  '  - figure: 0',
  '    label: outages since launch',
  'technologies:',
  '  - Microsoft Azure',
  'cover:',
  '  image: case-studies/red-river-freight-dispatch.svg',
  '  alt: A flat illustration standing in for a cover',
];

describe('a case study file', () => {
  it('compiles to its data, with a figure YAML reads as a number shown as written', () => {
    const result = compile(study(valid.join('\n')));
    if ('problems' in result)
      throw new Error((result.problems ?? []).map(formatProblem).join('\n'));
    expect(result.study).toMatchObject({ client: 'Placeholder Client Co.' });
    expect(result.study.results.map(({ figure }) => figure)).toEqual(['40%', '0']);
    expect(result.body).toEqual([
      { tag: 'h2', children: ['What we did'] },
      { tag: 'p', children: ['We did it.'] },
    ]);
  });

  it('is refused with the file, the line and the field of each problem', () => {
    const broken = valid
      .filter((line) => !line.startsWith('client:'))
      .map((line) =>
        line === '  - Microsoft Azure'
          ? '  - Kubernetes'
          : line === 'date: 2026-01-15'
            ? 'date: last spring'
            : line,
      );
    const result = compile(study(broken.join('\n'), '# Title\n\ntext\n'));
    const lines = 'problems' in result ? (result.problems ?? []).map(formatProblem) : [];
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/en\/case-studies\/broken-study\.md:2:\d+: client is missing/,
      ),
      expect.stringMatching(
        /^content\/en\/case-studies\/broken-study\.md:5:7: date should be a date written like 2026-03-18/,
      ),
      expect.stringMatching(
        /^content\/en\/case-studies\/broken-study\.md:14:5: technologies\[0\] should be one of the technologies: Microsoft Azure, /,
      ),
      expect.stringMatching(
        /^content\/en\/case-studies\/broken-study\.md:19:1: the text has a heading of level 1/,
      ),
    ]);
  });

  it('is refused when its text links to a page the site does not have, and takes the pages and case studies it has', () => {
    const story =
      '## What we did\n\nSee [our services](/services#cloud), [a study](/case-studies/red-river-freight-dispatch) and [the plan](/servces).\n';
    const result = compile(study(valid.join('\n'), story));
    expect('problems' in result && result.problems?.map(formatProblem)).toEqual([
      'content/en/case-studies/broken-study.md:22:1: the text has a link to /servces, which is not a page of this site',
    ]);
  });

  it('is refused when its file name is not an address, first of its problems', () => {
    const result = compile(
      study(valid.filter((line) => !line.startsWith('client:')).join('\n')),
      'Broken_Study',
    );
    expect('problems' in result && result.problems?.map(formatProblem)).toEqual([
      'content/en/case-studies/Broken_Study.md:1:1: the file name should be lower-case words joined by hyphens, like red-river-freight-dispatch.md',
      expect.stringMatching(
        /^content\/en\/case-studies\/Broken_Study\.md:2:\d+: client is missing/,
      ),
    ]);
  });

  it('is refused when its cover is not an image under src/assets/', () => {
    const result = compile(
      study(valid.join('\n').replace('red-river-freight-dispatch.svg', 'missing.svg')),
    );
    expect('problems' in result && result.problems).toEqual([
      expect.objectContaining({
        path: 'cover.image',
        line: 17,
        message: expect.stringContaining('case-studies/missing.svg'),
      }),
    ]);
  });
});

describe('the case studies', () => {
  it('are three, newest first, each naming technologies from the list', () => {
    const studies = readCaseStudies(root, 'en');
    expect(studies).toHaveLength(3);
    expect(studies[0]?.study.path).toBe(`/case-studies/${studies[0]?.study.slug}`);
    const dates = studies.map(({ study: { date } }) => date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const { study: s } of studies)
      expect(technologyNames).toEqual(expect.arrayContaining(s.technologies));
  });
});
