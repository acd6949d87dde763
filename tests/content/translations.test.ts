// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { content } from '../../src/content/build/plugin';
import { ContentError, formatProblem } from '../../src/content/build/problems';
import { readCaseStudies, readContent } from '../../src/content/build/read';
import { locales, type Locale } from '../../src/content/locale';
import { localeFiles } from '../../src/content/schema';

const root = resolve(__dirname, '../..');

/** The 1-based line of the first line containing `text`. */
const lineOf = (source: string, text: string) =>
  source.split('\n').findIndex((line) => line.includes(text)) + 1;

/** The lines a reading stops with, or none. */
const problemsOf = (reading: () => unknown): string[] => {
  try {
    reading();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
};

/** A copy of the project's content, beside its src/ (images), to change files in. */
let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'translations-'));
  cpSync(join(root, 'content'), join(project, 'content'), { recursive: true });
  symlinkSync(join(root, 'src'), join(project, 'src'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

const file = (path: string) => readFileSync(join(project, path), 'utf8');
const write = (path: string, text: string) => writeFileSync(join(project, path), text);
const readFile = (path: string) => () => {
  const [, locale, name] = /^content\/(\w+)\/(.+)$/.exec(path) ?? [];
  return readContent(project, name ?? '', locale as Locale);
};

describe('the content of every language', () => {
  it('mirrors the original, file for file and field for field, as it stands', () => {
    for (const locale of locales) {
      for (const name of Object.keys(localeFiles))
        expect(problemsOf(readFile(`content/${locale}/${name}`)), `${locale}/${name}`).toEqual([]);
      expect(readCaseStudies(project, locale)).toHaveLength(3);
    }
    // Every file of both languages, each compared with its counterpart.
  }, 30_000);
});

describe('a translated file', () => {
  it('names each field it lacks (optional ones too) or adds, and each list counted otherwise, at its line', () => {
    const home = file('content/en/home.yaml');
    const brokenHome = home
      .replace('  title: Grow Your Business with Our Expert IT Services\n', '')
      .replace(
        '  tagline: Managed IT & Security Services\n',
        '  tagline: Managed IT & Security Services\n  subtitle: Más que soporte\n',
      )
      .replace(
        '      text: Engineers on call around the clock for our managed-service clients.\n',
        '',
      )
      .replace(/ {4}- icon: trendingUp\n.*\n.*\n/, '');
    write('content/es/home.yaml', brokenHome);
    const forms = file('content/en/forms.yaml');
    write(
      'content/es/forms.yaml',
      forms.replace('      hint: What do you need help with? A few sentences are plenty.\n', ''),
    );

    expect(problemsOf(readFile('content/en/home.yaml'))).toEqual([
      'content/es/home.yaml:2:1: hero.title is missing: content/en/home.yaml:4 has it; write its translation here',
      `content/es/home.yaml:${lineOf(brokenHome, 'subtitle')}:3: hero.subtitle is not in content/en/home.yaml: every language has the same fields; delete it here, or add it there too`,
      `content/es/home.yaml:${lineOf(brokenHome, '  points:')}:3: intro.points has 3 items where content/en/home.yaml:${lineOf(home, '  points:')} has 4: each item translates the one at its place there`,
      `content/es/home.yaml:${lineOf(brokenHome, '- icon: headset')}:7: intro.points[1].text is missing: content/en/home.yaml:${lineOf(home, 'Engineers on call around the clock')} has it; write its translation here`,
    ]);
    // An optional field: the schema takes the file without it, the comparison does not.
    expect(problemsOf(readFile('content/en/forms.yaml'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/es/forms.yaml:\\d+:\\d+: contact.fields.message.hint is missing: content/en/forms.yaml:${lineOf(forms, 'A few sentences are plenty')} has it;`,
        ),
      ),
    ]);
  });

  it('is named once when its own schema already says a field is missing', () => {
    write(
      'content/es/home.yaml',
      file('content/en/home.yaml').replace(
        '  title: Grow Your Business with Our Expert IT Services\n',
        '',
      ),
    );
    expect(problemsOf(readFile('content/es/home.yaml'))).toEqual([
      'content/es/home.yaml:2:1: hero.title is missing (text)',
    ]);
  });

  it('may count its own paragraphs: an answer’s, the policy’s, and the parts of a sentence with a link', () => {
    const faq = file('content/en/faq.yaml');
    const answer = /( {6}- You pay for.*\n)( {6}- .*\n)/.exec(faq);
    write(
      'content/es/faq.yaml',
      faq.replace(
        answer?.[0] ?? '',
        (answer?.[1] ?? '').replace(/\n$/, ` ${(answer?.[2] ?? '').trim().slice(2)}\n`),
      ),
    );
    const policy = file('content/en/privacy-policy.md');
    write(
      'content/es/privacy-policy.md',
      policy
        .replace(/\nWhile you type in the contact form.*\n/, '')
        .replace(
          '- Newsletter sign-up: your e-mail address.',
          '- Newsletter sign-up: your e-mail address, [as the policy says](/privacy-policy#contact-us).',
        ),
    );
    expect(problemsOf(readFile('content/en/faq.yaml'))).toEqual([]);
    expect(problemsOf(readFile('content/en/privacy-policy.md'))).toEqual([]);
    // Its parts are another matter: a section is the original's, anchor and all.
    write(
      'content/es/privacy-policy.md',
      policy.replace(/## Information We Collect[\s\S]*?(?=## )/, ''),
    );
    expect(problemsOf(readFile('content/en/privacy-policy.md'))).toEqual([
      expect.stringMatching(
        /^content\/es\/privacy-policy.md:\d+:1: sections has 9 items where content\/en\/privacy-policy.md:\d+ has 10/,
      ),
    ]);
  });

  it('is refused when it is not there', () => {
    unlinkSync(join(project, 'content/es/faq.yaml'));
    expect(problemsOf(readFile('content/en/faq.yaml'))).toEqual([
      'content/es/faq.yaml: the file is missing: every language has the files of content/en/; start from a copy of content/en/faq.yaml',
    ]);
  });

  it('is not compared with an original that has problems of its own', () => {
    write(
      'content/en/home.yaml',
      file('content/en/home.yaml').replace(
        '  title: Grow Your Business with Our Expert IT Services\n',
        '',
      ),
    );
    expect(problemsOf(readFile('content/en/home.yaml'))).toEqual([
      'content/en/home.yaml:2:1: hero.title is missing (text)',
    ]);
    expect(problemsOf(readFile('content/es/home.yaml'))).toEqual([]);
  });
});

describe('the case studies of every language', () => {
  const study = 'case-studies/red-river-freight-dispatch.md';

  it('are refused when a study has no translation, or a translation no original, under the same name', () => {
    unlinkSync(join(project, 'content/es/case-studies/hollis-precision-downtime.md'));
    renameSync(
      join(project, `content/es/${study}`),
      join(project, 'content/es/case-studies/despacho-red-river.md'),
    );
    const rule = 'each case study is written in every language, under the same name (its address)';
    const expected = [
      `content/es/case-studies/hollis-precision-downtime.md: the file is missing: ${rule}; start from a copy of content/en/case-studies/hollis-precision-downtime.md`,
      `content/es/${study}: the file is missing: ${rule}; start from a copy of content/en/${study}`,
      `content/es/case-studies/despacho-red-river.md: the file has no original content/en/case-studies/despacho-red-river.md: ${rule}; rename it, or write the original`,
    ];
    expect(problemsOf(() => readCaseStudies(project, 'en'))).toEqual(expected);
    expect(problemsOf(() => readCaseStudies(project, 'es'))).toEqual(expected);
  });

  it('name each field a translation lacks, and its results counted otherwise, at their lines', () => {
    const original = file(`content/en/${study}`);
    const broken = original
      .replace('sector: Logistics and transport\n', '')
      .replace('  - figure: $186,000\n    label: saved a year on hardware and support\n', '');
    write(`content/es/${study}`, broken);
    expect(problemsOf(() => readCaseStudies(project, 'en'))).toEqual([
      `content/es/${study}:2:1: sector is missing: content/en/${study}:${lineOf(original, 'sector:')} has it; write its translation here`,
      `content/es/${study}:${lineOf(broken, 'results:')}:1: results has 3 items where content/en/${study}:${lineOf(original, 'results:')} has 4: each item translates the one at its place there`,
    ]);
  });
});

describe('the build', () => {
  it('stops on a translation that lacks a field, naming its file and line', async () => {
    write(
      'content/es/home.yaml',
      file('content/en/home.yaml').replace(
        '  title: Grow Your Business with Our Expert IT Services\n',
        '',
      ),
    );
    write(
      'entry.js',
      `import home from 'virtual:content/home.yaml';\nexport const title = home.hero.title;\n`,
    );
    await expect(
      build({
        root: project,
        configFile: false,
        logLevel: 'silent',
        plugins: [content('en', project)],
        build: { write: false, lib: { entry: join(project, 'entry.js'), formats: ['es'] } },
      }),
    ).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message:
            'content/es/home.yaml:2:1: hero.title is missing: content/en/home.yaml:4 has it; write its translation here',
        }),
      ],
    });
  });
});
