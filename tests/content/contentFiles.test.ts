// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/content/build/plugin';
import { ContentError, formatProblem } from '../../src/content/build/problems';
import { loadContent, readContent } from '../../src/content/build/read';
import type { Content } from '../../src/content/schema';
import { fill } from '../../src/content/template';

const root = resolve(__dirname, '../..');
const homeSource = readFileSync(join(root, 'content/en/home.yaml'), 'utf8');

/** A copy of the project's content/, beside its src/ (images), to change files in. */
let project: string;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(root, 'content'), join(project, 'content'), { recursive: true });
  symlinkSync(join(root, 'src'), join(project, 'src'));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The data of a file written with `source`, or the lines a person reads when it is wrong. */
const readAs = (name: string, source: string) => {
  const original = readFileSync(join(root, 'content/en', name), 'utf8');
  writeFileSync(join(project, 'content/en', name), source);
  try {
    return readContent(project, name, 'en');
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  } finally {
    writeFileSync(join(project, 'content/en', name), original);
  }
};
const problemLines = (source: string, name = 'home.yaml') => {
  const read = readAs(name, source);
  return Array.isArray(read) ? read : [];
};

/** The 1-based line of the first line containing `text`. */
const lineOf = (source: string, text: string) =>
  source.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('a content file with mistakes', () => {
  it('names the file, line, column and field of each, in words', () => {
    const broken = homeSource
      .replace('  title: Grow Your Business with Our Expert IT Services\n', '')
      .replace(
        'statsSection:\n  title: Our work in numbers',
        'statsSection:\n  title:\n    - Our work\n    - in numbers',
      )
      .replace('- icon: headset', '- icon: headphones')
      .replace('  rotatorLabel:', '  rotatorLable:');
    const lines = problemLines(broken);
    expect(lines[0]).toBe('content/en/home.yaml:2:1: hero.title is missing (text)');
    expect(lines[1]).toMatch(
      new RegExp(
        `^content/en/home.yaml:${lineOf(broken, '- icon: headphones')}:13: intro.points\\[1\\].icon should be one of the icons: phone, mail, .*, not the text "headphones"$`,
      ),
    );
    expect(lines).toContain(
      `content/en/home.yaml:${lineOf(broken, '    - Our work')}:5: statsSection.title should be text, not a list`,
    );
    expect(lines).toContain(
      `content/en/home.yaml:${lineOf(broken, 'rotatorLable')}:3: feedbackSection.rotatorLable is not a field here: check its spelling (the fields here are eyebrow, title, rotatorLabel, pickLabel)`,
    );
    expect(lines).toContain(
      `content/en/home.yaml:${lineOf(broken, 'feedbackSection:')}:1: feedbackSection.rotatorLabel is missing (text)`,
    );
    expect(lines).toHaveLength(5);
  });

  it('says an empty field is empty', () => {
    expect(
      problemLines(homeSource.replace('  tagline: Managed IT & Security Services', '  tagline:')),
    ).toEqual(['content/en/home.yaml:3:3: hero.tagline is empty: write text']);
  });

  it('points at YAML it cannot read', () => {
    const lines = problemLines(
      homeSource.replace('    figure: "{years}+"', '    figure: {years}+'),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^content/en/home.yaml:${lineOf(homeSource, 'figure:')}:\\d+: the file cannot be read as YAML`,
      ),
    );
  });

  it('refuses a file the site does not know, pointing to the list', () => {
    writeFileSync(join(project, 'content/en/homepage.yaml'), homeSource);
    expect(() => readContent(project, 'homepage.yaml', 'en')).toThrow(
      'content/en/homepage.yaml: the file is not a file the site knows: docs/EDITING.md lists them and where they go',
    );
  });

  it('fills in placeholders, and refuses one it does not know', () => {
    expect((readContent(project, 'home.yaml', 'en').data as Content<'home.yaml'>).intro.title).toBe(
      'Why businesses choose Vantix',
    );
    expect(problemLines(homeSource.replace('choose {shortName}', 'choose {shortname}'))).toEqual([
      expect.stringMatching(
        /^content\/en\/home.yaml:12:10: intro.title uses \{shortname\}, which the site does not know; placeholders are \{company\}, \{shortName\}/,
      ),
    ]);
    expect(
      problemLines(homeSource.replace('testimonial of {name}', 'testimonial of {client}')),
    ).toEqual([
      expect.stringMatching(
        /feedbackSection.pickLabel uses \{client\}, which this text cannot fill in; it can use \{name\}, \{company\}/,
      ),
    ]);
  });

  it('holds the short name to the start of the name, as the logo shows them', () => {
    const company = readFileSync(join(project, 'content/company.yaml'), 'utf8');
    writeFileSync(
      join(project, 'content/company.yaml'),
      company.replace('name: Vantix IT Solutions', 'name: Northwind Technology Group'),
    );
    try {
      expect(() => readContent(project, 'company.yaml', 'en')).toThrow(
        new RegExp(
          `^content/company.yaml:${lineOf(company, 'shortName:')}:12: shortName should be how the name begins`,
        ),
      );
    } finally {
      writeFileSync(join(project, 'content/company.yaml'), company);
    }
  });

  it('takes a link to a case study of its language', () => {
    expect(
      readAs(
        'home.yaml',
        homeSource.replace(
          '    href: /about',
          '    href: /case-studies/red-river-freight-dispatch',
        ),
      ),
    ).not.toBeInstanceOf(Array);
    expect(
      problemLines(
        homeSource.replace('    href: /about', '    href: /case-studies/red-river-freight'),
      ),
    ).toEqual([
      expect.stringMatching(
        /hero.cta.href links to \/case-studies\/red-river-freight, which is not a page of this site/,
      ),
    ]);
  });

  it('catches a link to a page the site does not have', () => {
    const broken = homeSource.replace('    href: /about', '    href: /abuot');
    expect(problemLines(broken)).toEqual([
      `content/en/home.yaml:${lineOf(broken, '/abuot')}:11: hero.cta.href links to /abuot, which is not a page of this site (the pages are /, /services, /about, /contact, /privacy-policy, /case-studies)`,
    ]);
  });

  it('catches an image that is not there, and bundles one that is', () => {
    const services = readFileSync(join(root, 'content/en/services.yaml'), 'utf8');
    const broken = services.replace('image: home/service-ai.svg', 'image: home/service-a1.svg');
    expect(problemLines(broken, 'services.yaml')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/en/services.yaml:${lineOf(broken, 'service-a1')}:\\d+: featured\\[\\d\\]\\.image names the image home/service-a1.svg, which is not in src/assets/$`,
        ),
      ),
    ]);
    expect(readContent(project, 'services.yaml', 'en').images).toContainEqual({
      path: expect.arrayContaining(['featured', 'image']),
      file: join(project, 'src/assets/home/service-ai.svg'),
    });
  });
});

describe('a Markdown content file', () => {
  const policy = readFileSync(join(root, 'content/en/privacy-policy.md'), 'utf8');

  it('reads its parts, links and placeholders', () => {
    expect(loadContent('privacy-policy.md', 'en').sections.at(-1)).toEqual({
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          paragraph:
            'Questions about this policy or about your information are answered by Vantix IT Solutions:',
        },
        {
          list: [
            [
              'E-mail: ',
              {
                text: 'hello@vantix.example',
                href: 'mailto:hello@vantix.example?subject=Privacy%20request',
              },
            ],
            ['Phone: ', { text: '+1 (972) 555-0147', href: 'tel:+19725550147' }],
            'Mail: Vantix IT Solutions, 2600 Dallas Parkway, Suite 300, Plano, TX 75093',
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
    expect(problemLines(broken, 'privacy-policy.md')).toEqual([
      `content/en/privacy-policy.md:${lineOf(broken, 'lastUpdated:')}:14: lastUpdated should be a date written as year-month-day, like 2026-11-23`,
      `content/en/privacy-policy.md:${lineOf(broken, '## Data Security')}:1: sections[5] needs its anchor at the end, like ## Data Security {#data-security}: other pages and e-mails link to it`,
      expect.stringMatching(
        new RegExp(
          `^content/en/privacy-policy.md:${lineOf(broken, 'No *method*')}:4: sections\\[5\\].blocks\\[1\\].paragraph has formatting \\(emphasis\\) the policy does not use`,
        ),
      ),
    ]);
  });

  it('names the line of a link to a page the site does not have', () => {
    const broken = policy.replace(
      'No method of transmission',
      'No [method](/contcat#form) of transmission',
    );
    expect(problemLines(broken, 'privacy-policy.md')).toEqual([
      `content/en/privacy-policy.md:${lineOf(broken, '(/contcat#form)')}:4: sections[5].blocks[1].paragraph[1].href links to /contcat#form, which is not a page of this site (the pages are /, /services, /about, /contact, /privacy-policy, /case-studies)`,
    ]);
  });
});

/** Builds `entry` (a module's source) with Vite and the content plugin, for `locale`, in the copy of the project. */
async function buildEntry(entry: string, locale: 'en' | 'es' = 'en') {
  writeFileSync(join(project, 'entry.js'), entry);
  const output = await build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    plugins: [content(locale, project)],
    build: {
      write: false,
      minify: false,
      lib: { entry: join(project, 'entry.js'), formats: ['es'] },
    },
  });
  return JSON.stringify(output);
}

describe('the build', () => {
  const entry = `import home from 'virtual:content/home.yaml';\nexport const title = home.hero.title;\n`;

  it('gets the checked data', async () => {
    writeFileSync(
      join(project, 'content/en/home.yaml'),
      homeSource.replace('Grow Your Business', 'Grow Your Company'),
    );
    try {
      expect(await buildEntry(entry)).toContain('Grow Your Company with Our Expert IT Services');
    } finally {
      writeFileSync(join(project, 'content/en/home.yaml'), homeSource);
    }
  });

  it('stops when the hero heading is deleted, naming the file and line', async () => {
    writeFileSync(
      join(project, 'content/en/home.yaml'),
      homeSource.replace(/^ {2}title: Grow Your Business.*\n/m, ''),
    );
    try {
      await expect(buildEntry(entry)).rejects.toMatchObject({
        errors: [
          expect.objectContaining({
            message: 'content/en/home.yaml:2:1: hero.title is missing (text)',
          }),
        ],
      });
    } finally {
      writeFileSync(join(project, 'content/en/home.yaml'), homeSource);
    }
  });

  it("reads the build's language where a module names none, and the named one where it does", async () => {
    const spanish = readFileSync(join(root, 'content/es/home.yaml'), 'utf8');
    const code = await buildEntry(
      "import home from 'virtual:content/home.yaml';\nimport english from 'virtual:content/en/home.yaml';\nexport const titles = [home.hero.title, english.hero.title];\n",
      'es',
    );
    expect(code).toContain(spanish.match(/^ {2}title: (.*)$/m)?.[1]);
    expect(code).toContain('Grow Your Business with Our Expert IT Services');
  });

  it('makes an image named in content an import, bundled as an asset', async () => {
    const code = await buildEntry(
      "import services from 'virtual:content/services.yaml';\nexport const image = services.featured[0].image;\n",
    );
    expect(code).toContain('src/assets/home/service-software.svg?no-inline');
    expect(code).toContain('"fileName":"service-software.svg"');
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
    expect(fill(loadContent('home.yaml').feedbackSection.pickLabel, { name: 'Elena Ruiz' })).toBe(
      'Show the testimonial of Elena Ruiz',
    );
  });
});
