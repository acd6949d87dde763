// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CaseStudyError, compileCaseStudy, readCaseStudies } from '../../src/content/load/caseStudies';
import { technologies } from '../../src/content/technologies';

const file = `${process.cwd()}/content/en/case-studies/broken-study.md`;
const technologyNames = technologies.map(({ alt }) => alt);

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
    const result = compileCaseStudy(study(valid.join('\n')), file, technologyNames);
    expect(Array.isArray(result)).toBe(false);
    if (Array.isArray(result)) return;
    expect(result.study).toMatchObject({ slug: 'broken-study', path: '/case-studies/broken-study', client: 'Placeholder Client Co.' });
    expect(result.study.results.map(({ figure }) => figure)).toEqual(['40%', '0']);
    expect(result.body).toEqual([{ tag: 'h2', children: ['What we did'] }, { tag: 'p', children: ['We did it.'] }]);
  });

  it('is refused with the file, the line and the field of each problem', () => {
    const broken = valid
      .filter((line) => !line.startsWith('client:'))
      .map((line) => (line === '  - Microsoft Azure' ? '  - Kubernetes' : line === 'date: 2026-01-15' ? 'date: last spring' : line));
    const result = compileCaseStudy(study(broken.join('\n'), '# Title\n\ntext\n'), file, technologyNames);
    expect(Array.isArray(result)).toBe(true);
    const lines = new CaseStudyError(result as never).message.split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:2:\d+: client is missing/),
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:5:7: date should be a date written like 2026-03-18/),
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:14:5: technologies\[0\] should be one of the technologies: Microsoft Azure, /),
      expect.stringMatching(/^content\/en\/case-studies\/broken-study\.md:19:1: the text has a heading of level 1/),
    ]);
  });

  it('is refused when its cover is not an image under src/assets/', () => {
    const result = compileCaseStudy(study(valid.join('\n').replace('red-river-freight-dispatch.svg', 'missing.svg')), file, technologyNames);
    expect(result).toEqual([expect.objectContaining({ path: 'cover.image', line: 17, message: expect.stringContaining('case-studies/missing.svg') })]);
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
