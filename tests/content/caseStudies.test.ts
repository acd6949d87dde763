// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { compileCaseStudy, readCaseStudies } from '../../src/content/load/caseStudies';
import { loadContent } from '../../src/content/load/contentFiles';
import { formatProblem } from '../../src/content/load/problems';

const root = resolve(__dirname, '../..');
const technologyNames = loadContent('technologies.yaml').logos.map(({ alt }) => alt);
const compile = (source: string) =>
  compileCaseStudy(source, {
    file: 'content/en/case-studies/broken-study.md',
    technologies: technologyNames,
    placeholders: { company: 'Vantix IT Solutions' },
    assets: join(root, 'src/assets'),
  });

const study = (frontMatter: string, body = '## What we did\n\nWe did it.\n') => `---\n${frontMatter}\n---\n${body}`;
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
    if ('problems' in result) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.study).toMatchObject({ slug: 'broken-study', path: '/case-studies/broken-study', client: 'Placeholder Client Co.' });
    expect(result.study.results.map(({ figure }) => figure)).toEqual(['40%', '0']);
    expect(result.body).toEqual([{ tag: 'h2', children: ['What we did'] }, { tag: 'p', children: ['We did it.'] }]);
  });

  it('is refused with the file, the line and the field of each problem', () => {
    const broken = valid
      .filter((line) => !line.startsWith('client:'))
      .map((line) => (line === '  - Microsoft Azure' ? '  - Kubernetes' : line === 'date: 2026-01-15' ? 'date: last spring' : line));
    const result = compile(study(broken.join('\n'), '# Title\n\ntext\n'));
    const lines = 'problems' in result ? result.problems.map(formatProblem) : [];
    expect(lines).toEqual([
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:2:\d+: client is missing/),
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:5:7: date should be a date written like 2026-03-18/),
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:14:5: technologies\[0\] should be one of the technologies: Microsoft Azure, /),
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:19:1: the text has a heading of level 1/),
    ]);
  });

  it('is refused when its cover is not an image under src/assets/', () => {
    const result = compile(study(valid.join('\n').replace('red-river-freight-dispatch.svg', 'missing.svg')));
    expect('problems' in result && result.problems).toEqual([expect.objectContaining({ path: 'cover.image', line: 17, message: expect.stringContaining('case-studies/missing.svg') })]);
  });
});

describe('the case studies', () => {
  it('are three, newest first, each naming technologies from the list', () => {
    const { studies } = readCaseStudies();
    expect(studies).toHaveLength(3);
    const dates = studies.map(({ study: { date } }) => date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const { study: s } of studies) expect(technologyNames).toEqual(expect.arrayContaining(s.technologies));
  });
});
