// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { compileYaml, type CompileOptions } from '../../src/content/load/compile';
import { contentLoader, loadContent } from '../../src/content/load/contentFiles';
import { placeholderValues } from '../../src/content/load/placeholders';
import { formatProblem } from '../../src/content/load/problems';
import { compileMarkdown } from '../../src/content/load/markdown';
import { contentFiles } from '../../src/content/load/vitePlugin';
import * as v from 'valibot';
import { localeFiles, type Content } from '../../src/content/schema';
import { image } from '../../src/content/schema/fields';
import { fill } from '../../src/content/template';

const root = resolve(__dirname, '../..');
const homeFile = join(root, 'content/en/home.yaml');
const homeSource = readFileSync(homeFile, 'utf8');

const options = (overrides: Partial<CompileOptions> = {}): CompileOptions => ({
  file: 'content/en/home.yaml',
  schema: localeFiles['home.yaml'],
  placeholders: { shortName: 'Vantix', years: '9' },
  pages: ['/', '/about', '/services', '/case-studies'],
  assets: join(root, 'src/assets'),
  ...overrides,
});

/** The lines a person reads when the file is wrong. */
const problemLines = (source: string, overrides?: Partial<CompileOptions>) => {
  const compiled = compileYaml(source, options(overrides));
  return compiled.ok ? [] : compiled.problems.map(formatProblem);
};

describe('a content file with mistakes', () => {
  it('names the file, line, column and field of each, in words', () => {
    const broken = homeSource
      .replace('  title: Grow Your Business with Our Expert IT Services\n', '')
      .replace('statsSection:\n  title: Our work in numbers', 'statsSection:\n  title:\n    - Our work\n    - in numbers')
      .replace('- icon: headset', '- icon: headphones')
      .replace('  rotatorLabel:', '  rotatorLable:');
    const lines = problemLines(broken);
    expect(lines[0]).toBe('content/en/home.yaml:2:1: hero.title is missing (text)');
    expect(lines[1]).toMatch(
      new RegExp(`^content/en/home.yaml:${lineOf(broken, '- icon: headphones')}:13: intro.points\\[1\\].icon should be one of the icons: phone, mail, .*, not the text "headphones"$`),
    );
    expect(lines).toContain(`content/en/home.yaml:${lineOf(broken, '    - Our work')}:5: statsSection.title should be text, not a list`);
    expect(lines).toContain(
      `content/en/home.yaml:${lineOf(broken, 'rotatorLable')}:3: feedbackSection.rotatorLable is not a field here: check its spelling (the fields here are eyebrow, title, rotatorLabel, pickLabel)`,
    );
    expect(lines).toContain(`content/en/home.yaml:${lineOf(broken, 'feedbackSection:')}:1: feedbackSection.rotatorLabel is missing (text)`);
    expect(lines).toHaveLength(5);
  });

  it('says an empty field is empty', () => {
    expect(problemLines(homeSource.replace('  tagline: Managed IT & Security Services', '  tagline:'))).toEqual([
      'content/en/home.yaml:3:3: hero.tagline is empty: write text',
    ]);
  });

  it('points at YAML it cannot read', () => {
    const lines = problemLines(homeSource.replace('    figure: "{years}+"', '    figure: {years}+'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^content/en/home.yaml:${lineOf(homeSource, 'figure:')}:\\d+: the file cannot be read as YAML`));
  });

  it('fills in placeholders, and refuses one it does not know', () => {
    const compiled = compileYaml(homeSource, options());
    expect(compiled.ok && (compiled.data as { intro: { title: string } }).intro.title).toBe('Why businesses choose Vantix');
    expect(problemLines(homeSource.replace('choose {shortName}', 'choose {shortname}'))).toEqual([
      expect.stringMatching(/^content\/en\/home.yaml:12:10: intro.title uses \{shortname\}, which the site does not know; placeholders are \{company\}, \{shortName\}/),
    ]);
    expect(problemLines(homeSource.replace('testimonial of {name}', 'testimonial of {client}'))).toEqual([
      expect.stringMatching(/feedbackSection.pickLabel uses \{client\}, which this text cannot fill in; it can use \{name\}, \{company\}/),
    ]);
  });

  it('catches a link to a page the site does not have', () => {
    const broken = homeSource.replace('    href: /about', '    href: /abuot');
    expect(problemLines(broken)).toEqual([
      `content/en/home.yaml:${lineOf(broken, '/abuot')}:11: hero.cta.href links to /abuot, which is not a page of this site (the pages are /, /about, /services, /case-studies)`,
    ]);
  });

  it('catches an image that is not there, and bundles one that is', () => {
    const schema = v.strictObject({ pictures: v.array(image()) });
    const source = 'pictures:\n  - home/service-ai.svg\n  - home/service-a1.svg\n';
    expect(problemLines(source, { schema })).toEqual([
      'content/en/home.yaml:3:5: pictures[1] names the image home/service-a1.svg, which is not in src/assets/',
    ]);
    const compiled = compileYaml('pictures: [home/service-ai.svg]', options({ schema }));
    expect(compiled.ok && compiled.images).toEqual([{ path: ['pictures', 0], file: join(root, 'src/assets/home/service-ai.svg') }]);
  });
});

describe('a Markdown content file', () => {
  const policy = readFileSync(join(root, 'content/en/privacy-policy.md'), 'utf8');
  const markdownLines = (source: string) => {
    const placeholders = placeholderValues(loadContent('company.yaml'), 'en-US');
    const compiled = compileMarkdown(source, options({ file: 'content/en/privacy-policy.md', schema: localeFiles['privacy-policy.md'], placeholders }));
    return compiled.ok ? [] : compiled.problems.map(formatProblem);
  };

  it('reads its parts, links and placeholders', () => {
    const compiled = compileMarkdown(policy, options({ file: 'content/en/privacy-policy.md', schema: localeFiles['privacy-policy.md'], placeholders: placeholderValues(loadContent('company.yaml'), 'en-US') }));
    const data = compiled.ok ? (compiled.data as Content<'privacy-policy.md'>) : undefined;
    expect(data?.sections.at(-1)).toEqual({
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        { paragraph: 'Questions about this policy or about your information are answered by Vantix IT Solutions:' },
        {
          list: [
            ['E-mail: ', { text: 'hello@vantix.example', href: 'mailto:hello@vantix.example?subject=Privacy%20request' }],
            ['Phone: ', { text: '+1 (972) 555-0147', href: 'tel:+19725550147' }],
            'Post: Vantix IT Solutions, 2600 Dallas Parkway, Suite 300, Plano, TX 75093',
          ],
        },
      ],
    });
  });

  it('names the line of a heading without its anchor, of formatting the policy does not use, and of a setting that is wrong', () => {
    const broken = policy
      .replace('## Data Security {#data-security}', '## Data Security')
      .replace('No method of transmission', 'No *method* of transmission')
      .replace(/lastUpdated: "[^"]*"/, 'lastUpdated: 23 November');
    expect(markdownLines(broken)).toEqual([
      `content/en/privacy-policy.md:${lineOf(broken, 'lastUpdated:')}:14: lastUpdated should be a date written as year-month-day, like 2026-11-23`,
      `content/en/privacy-policy.md:${lineOf(broken, '## Data Security')}:1: sections[5] needs its anchor at the end, like ## Data Security {#data-security}: other pages and e-mails link to it`,
      expect.stringMatching(
        new RegExp(`^content/en/privacy-policy.md:${lineOf(broken, 'No *method*')}:4: sections\\[5\\].blocks\\[1\\].paragraph has formatting \\(emphasis\\) the policy does not use`),
      ),
    ]);
  });
});

/** The 1-based line of the first line containing `text`. */
function lineOf(source: string, text: string) {
  return source.split('\n').findIndex((line) => line.includes(text)) + 1;
}

describe('the build', () => {
  let project: string | undefined;
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  /** A copy of the project's content/ with home.yaml changed, built by Vite with the content plugin. */
  const buildWithHome = async (home: string) => {
    project = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(root, 'content'), join(project, 'content'), { recursive: true });
    writeFileSync(join(project, 'content/en/home.yaml'), home);
    writeFileSync(join(project, 'entry.js'), `import home from './content/en/home.yaml';\nexport const title = home.hero.title;\n`);
    const output = await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentFiles(contentLoader(project))],
      build: { write: false, lib: { entry: join(project, 'entry.js'), formats: ['es'] } },
    });
    return JSON.stringify(output);
  };

  it('gets the checked data', async () => {
    expect(await buildWithHome(homeSource.replace('Grow Your Business', 'Grow Your Company'))).toContain('Grow Your Company with Our Expert IT Services');
  });

  it('stops when the hero heading is deleted, naming the file and line', async () => {
    const withoutHeading = homeSource.replace(/^ {2}title: Grow Your Business.*\n/m, '');
    await expect(buildWithHome(withoutHeading)).rejects.toMatchObject({
      errors: [expect.objectContaining({ message: 'content/en/home.yaml:2:1: hero.title is missing (text)' })],
    });
  });
});

describe('the build of a language', () => {
  let project: string | undefined;
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('reads that language\'s files where a module names none, and the named one where it does', async () => {
    project = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(root, 'content'), join(project, 'content'), { recursive: true });
    writeFileSync(join(project, 'content/es/home.yaml'), homeSource.replace('Grow Your Business', 'Haga crecer su empresa'));
    const modules = join(project, 'src/content');
    mkdirSync(modules, { recursive: true });
    writeFileSync(
      join(modules, 'entry.ts'),
      "import { loadContent } from './load/contentFiles';\nexport const titles = [loadContent('home.yaml').hero.title, loadContent('home.yaml', 'en').hero.title];\n",
    );
    const output = await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentFiles(contentLoader(project), 'es')],
      build: { write: false, minify: false, lib: { entry: join(modules, 'entry.ts'), formats: ['es'] } },
    });
    const code = JSON.stringify(output);
    expect(code).toContain('Haga crecer su empresa with Our Expert IT Services');
    expect(code).toContain('Grow Your Business with Our Expert IT Services');
  });
});

describe('reading content in Node', () => {
  it('gives the same checked data', () => {
    expect(loadContent('home.yaml').hero.cta).toEqual({ label: 'About us', href: '/about' });
    expect(loadContent('company.yaml').name).toBe('Vantix IT Solutions');
  });
});

describe('fill', () => {
  it('puts the values in the template', () => {
    expect(fill(loadContent('home.yaml').feedbackSection.pickLabel, { name: 'Elena Ruiz' })).toBe('Show the testimonial of Elena Ruiz');
  });
});
