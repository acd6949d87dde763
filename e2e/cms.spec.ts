import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cmsContentSecurityPolicy } from '../scripts/hosting.mjs';
import { apiPaths } from '../src/addresses.mjs';
import { loadContent, projectRoot, readCaseStudies, readContent } from '../src/content/build/read';
import type { Content } from '../src/content/schema/index';
import { readCheckout, stubFolderPicker, writeCheckout } from './localRepository';
import { watchCspViolations } from './pageChecks';

/**
 * Opens the content manager with every request outside the site's origin refused and
 * recorded, so a test both runs offline and proves the page asked nothing of another host.
 */
async function openCms(page: Page) {
  const elsewhere: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route(
    (url) => url.origin !== origin && !['data:', 'blob:'].includes(url.protocol),
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  const violations = await watchCspViolations(page);
  const response = await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  return { response, elsewhere, violations };
}

test('the content manager loads from the site alone, with its own policy and no violation of it', async ({
  page,
}) => {
  const { response, elsewhere, violations } = await openCms(page);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toBe(cmsContentSecurityPolicy({ delivery: 'header' }));
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
  // Its fonts are the package's own files, served from the site.
  expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3"'))).toBe(true);
  await expect(page.getByRole('button', { name: /^Sign In with \W?GitHub/ })).toBeVisible();
  expect(elsewhere).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('the visitor pages keep their own policy, and the sitemap leaves the content manager out', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-inline');
  expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(home.headers()['x-robots-tag']).toBeUndefined();
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

test('signing in says what to configure while GitHub is not set up', async ({ request }) => {
  for (const path of [
    `${apiPaths.cmsAuth}?provider=github&site_id=127.0.0.1`,
    `${apiPaths.cmsCallback}?code=a&state=b`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(503);
    expect(await response.text()).toContain(
      'GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, CMS_ALLOWED_DOMAINS',
    );
  }
});

test('the GitHub sign-in window answers the content manager that opened it', async ({ page }) => {
  await openCms(page);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with \W?GitHub/ }).click();
  const signIn = await opened;
  expect(new URL(signIn.url()).pathname).toBe(apiPaths.cmsAuth);
  // Not set up here: the window's message reaches the CMS, which shows it and closes the window.
  await expect(page.getByText('OAuth app client ID or secret is not configured.')).toBeVisible();
  await expect.poll(() => signIn.isClosed()).toBe(true);
});

/** Turns the right-hand pane from the preview into the Spanish editor, beside the English one. */
async function showSpanishBeside(page: Page) {
  await page
    .getByRole('group', { name: /^Preview \W?English\W? Content$/ })
    .getByRole('radio', { name: 'Spanish' })
    .click();
  return page.getByRole('group', { name: /^Edit \W?Spanish\W? Content$/ });
}

/**
 * Reads with the build's own loader a copy of the project's content/ and images, with the
 * files (path → text) a test saved written over it.
 */
function withSavedFiles<Result>(
  files: Record<string, string>,
  read: (root: string) => Result,
): Result {
  const copy = mkdtempSync(join(tmpdir(), 'vantix-cms-'));
  try {
    cpSync(join(projectRoot, 'content'), join(copy, 'content'), { recursive: true });
    cpSync(join(projectRoot, 'src', 'assets'), join(copy, 'src', 'assets'), { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(copy, path), text);
    return read(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The site's content files as a checkout holds them, beside the `.git` folder the CMS looks for. */
function checkoutFiles(): Record<string, string> {
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
  for (const file of readdirSync(join(projectRoot, 'content'), {
    recursive: true,
    encoding: 'utf8',
  })) {
    const path = join(join(projectRoot, 'content'), file);
    if (statSync(path).isFile())
      files[`content/${file.split(sep).join('/')}`] = readFileSync(path, 'utf8');
  }
  return files;
}

test.describe('editing a local checkout, offline', () => {
  const homeFile = 'content/en/home.yaml';
  const newHeading = 'Dependable IT for Businesses That Cannot Stop';

  test('changes the hero heading in its file, and the build reads the new heading from it', async ({
    page,
  }) => {
    await stubFolderPicker(page);
    const { elsewhere, violations } = await openCms(page);
    await writeCheckout(page, checkoutFiles());
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByText('Home page', { exact: true }).click();

    // The hero comes first on the page, and first in its file.
    const heading = page.getByRole('textbox', { name: 'Title', exact: true }).first();
    await expect(heading).toHaveValue(loadContent('home.yaml').hero.title);
    await heading.fill(newHeading);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The CMS may still be writing the file when it is read (NotReadableError): read again.
    const savedText = async () =>
      (await readCheckout(page, homeFile).catch(() => ({}) as Record<string, string>))[homeFile];
    await expect.poll(savedText).toContain(`title: ${newHeading}`);
    const saved = (await readCheckout(page, homeFile))[homeFile]!;
    expect(elsewhere).toEqual([]);
    expect(await violations()).toEqual([]);

    // The build's own loader, on a copy of the content with the saved file in it.
    const home = withSavedFiles(
      { [homeFile]: saved },
      (root) => readContent(root, 'home.yaml', 'en').data as Content<'home.yaml'>,
    );
    expect(home.hero.title).toBe(newHeading);
    // Nothing else in the file changed meaning.
    expect({ ...home, hero: { ...home.hero, title: '' } }).toEqual({
      ...loadContent('home.yaml'),
      hero: { ...loadContent('home.yaml').hero, title: '' },
    });
  });

  test('shows the Spanish beside the English, and writes a Spanish heading to the Spanish file, the English as it was', async ({
    page,
  }) => {
    const spanishFile = 'content/es/home.yaml';
    const spanishHeading = 'Haga crecer su empresa con nuestros servicios de TI';
    await stubFolderPicker(page);
    const { elsewhere, violations } = await openCms(page);
    await writeCheckout(page, checkoutFiles());
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByText('Home page', { exact: true }).click();

    const english = page.getByRole('group', { name: /^Edit \W?English\W? Content$/ });
    const spanish = await showSpanishBeside(page);
    // Side by side: the Spanish pane right of the English one, level with it.
    const [left, right] = [await english.boundingBox(), await spanish.boundingBox()];
    expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
    expect(right!.y).toBe(left!.y);
    const heading = (pane: typeof english) =>
      pane.getByRole('textbox', { name: 'Title', exact: true }).first();
    await expect(heading(spanish)).toHaveValue(loadContent('home.yaml', 'es').hero.title);
    // Where a link goes is the same in both languages: the Spanish pane shows it, read-only.
    await expect(
      spanish.getByRole('textbox', { name: 'Link', exact: true }).first(),
    ).not.toBeEditable();
    await heading(spanish).fill(spanishHeading);
    await expect(heading(english)).toHaveValue(loadContent('home.yaml').hero.title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const savedText = async () =>
      (await readCheckout(page, spanishFile).catch(() => ({}) as Record<string, string>))[
        spanishFile
      ];
    await expect.poll(savedText).toContain(`title: ${spanishHeading}`);
    const saved = await readCheckout(page, 'content/');
    expect(elsewhere).toEqual([]);
    expect(await violations()).toEqual([]);

    // The build reads both files as the CMS wrote them, each mirroring the other, and only the
    // Spanish heading changed.
    const [en, es] = withSavedFiles(saved, (root) =>
      (['en', 'es'] as const).map(
        (locale) => readContent(root, 'home.yaml', locale).data as Content<'home.yaml'>,
      ),
    );
    expect(en).toEqual(loadContent('home.yaml'));
    expect(es).toEqual({
      ...loadContent('home.yaml', 'es'),
      hero: { ...loadContent('home.yaml', 'es').hero, title: spanishHeading },
    });
  });

  test('writes a new case study that the build reads as a valid study, with its uploaded cover', async ({
    page,
  }) => {
    const slug = 'summit-ledger-month-end';
    const study = {
      title: 'Month-end closed in three days at a regional builder',
      description:
        'How a regional builder moved its finance team to the cloud and closed the books in three days instead of nine.',
      client: 'Summit Ledger Builders',
      sector: 'Construction',
      date: '2026-11-20',
      summary:
        'A builder’s finance team spent nine days closing each month on spreadsheets and a server in a cupboard. We moved them to the cloud and automated the reconciliations.',
      challenge:
        'Every month-end meant nine days of spreadsheets copied between sites, and a server nobody dared restart.',
      results: [
        { figure: '3 days', label: 'to close the month, down from 9' },
        { figure: '0', label: 'spreadsheets e-mailed between sites' },
      ],
      technologies: ['Microsoft Azure', 'Salesforce'],
      // Uploaded as a camera or a desktop names a file, saved under a name the build reads.
      cover: {
        image: 'case-studies/summit-ledger-cover-1.svg',
        alt: 'Flat illustration of a ledger beside a calendar with three days marked',
      },
    };
    const cover =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#0b5"/></svg>';
    // A whole entry typed field by field, in two languages: three times an ordinary test's time.
    test.slow();

    await stubFolderPicker(page);
    const { elsewhere, violations } = await openCms(page);
    await writeCheckout(page, checkoutFiles());
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByRole('treeitem', { name: 'Case studies' }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    // A field copies the draft into its input once it is drawn (the CMS's own effects): text
    // typed before that frame is overwritten with the empty draft, so type after it.
    await expect(
      page.getByRole('status').filter({ hasText: 'You’re now creating a new entry' }),
    ).toBeAttached();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await textbox('Heading').fill(study.title);
    await textbox('Search and share description').fill(study.description);
    await textbox('Client').fill(study.client);
    await textbox('Sector').fill(study.sector);
    await textbox('Published on').fill(study.date);
    await textbox('Summary').fill(study.summary);
    await textbox('The challenge').fill(study.challenge);
    for (const [index, { figure, label }] of study.results.entries()) {
      await page.getByRole('button', { name: /^Add \W?Result\W*$/ }).click();
      await textbox('Figure').nth(index).fill(figure);
      await textbox('What the figure measures').nth(index).fill(label);
    }
    for (const technology of study.technologies) {
      await page.getByRole('combobox', { name: 'Technologies' }).click();
      await page.getByRole('option', { name: technology, exact: true }).click();
    }
    await page
      .getByRole('group', { name: /Image\W* Field/ })
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'Summit Ledger cover (1).SVG',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(cover),
      });
    await textbox('Cover description (for screen readers)').fill(study.cover.alt);
    await page.getByRole('button', { name: 'Edit in Markdown' }).click();
    await textbox('The story').fill(
      '## What we did\n\nWe moved the ledgers to **one** cloud system.\n',
    );
    await page.getByRole('radio', { name: 'Slug' }).click();
    await page.getByRole('button', { name: 'Edit Slug' }).click();
    await textbox('Slug').fill(slug);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    // Every study is in both languages: here the Spanish starts as a copy of the English, as a
    // translator's would.
    await showSpanishBeside(page);
    await page.getByRole('button', { name: /^Show \W?Spanish\W? Content Options$/ }).click();
    await page.getByRole('menuitem', { name: /^Copy from \W?English\W?$/ }).click();
    for (const pane of [0, 1]) await expect(textbox('Heading').nth(pane)).toHaveValue(study.title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const files = (['en', 'es'] as const).map(
      (locale) => `content/${locale}/case-studies/${slug}.md`,
    );
    await expect
      .poll(async () =>
        Object.keys(await readCheckout(page, 'content/'))
          .filter((path) => path.includes(slug))
          .sort(),
      )
      .toEqual(files);
    const saved = await readCheckout(page, 'content/');
    const uploaded = await readCheckout(page, 'src/assets/case-studies/');
    expect(Object.keys(uploaded)).toEqual([`src/assets/${study.cover.image}`]);
    expect(elsewhere).toEqual([]);
    expect(await violations()).toEqual([]);

    // The build's own reader of the case studies, in each language, on a copy of the project with
    // the new files in it.
    for (const locale of ['en', 'es'] as const) {
      const read = withSavedFiles({ ...saved, ...uploaded }, (root) =>
        readCaseStudies(root, locale).find(({ study: { slug: found } }) => found === slug),
      );
      expect(read?.study, locale).toEqual({ ...study, slug, path: `/case-studies/${slug}` });
      expect(read?.body.filter((node) => typeof node !== 'string')).toEqual([
        { tag: 'h2', children: ['What we did'] },
        {
          tag: 'p',
          children: [
            'We moved the ledgers to ',
            { tag: 'strong', children: ['one'] },
            ' cloud system.',
          ],
        },
      ]);
    }
  });
});
