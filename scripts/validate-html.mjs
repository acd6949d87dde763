// Validates every prerendered page in dist with html-validate: the HTML standard's
// content models, attributes and document structure. Prints the problems, writes
// pass/fail counts per page to reports/html-validate.json and exits non-zero on errors.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatterFactory, HtmlValidate } from 'html-validate';
import { paths } from './paths.mjs';

const validator = new HtmlValidate({
  root: true,
  // Validity and document rules; the stylistic ones of "recommended" (quote style,
  // doctype case, typography in phone numbers) judge taste, not correctness.
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // React's useId ids (`_R_1r_`) are valid HTML: any non-empty id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // Integrity hashes guard third-party files; every script and style here is our own.
    'require-sri': ['error', { target: 'crossorigin' }],
    // The menu drawer's heading is an h2 and sits in the markup before the page's h1:
    // levels are checked across the whole page, the drawer included, and may start at
    // h2 (axe checks that every page has its h1).
    'heading-level': ['error', { minInitialRank: 'h2', sectioningRoots: [] }],
  },
});

const files = (await readdir(paths.dist, { recursive: true }))
  .filter((file) => file.endsWith('.html'))
  .sort();
const results = [];
for (const file of files) {
  const report = await validator.validateFile(join(paths.dist, file));
  results.push(...report.results);
  console.log(`${report.valid ? '✓' : '✗'} ${file}`);
}
const failed = new Set(
  results.filter((result) => result.errorCount > 0).map((result) => result.filePath),
).size;
if (failed) console.log(formatterFactory('stylish')(results));
console.log(`HTML validation: ${files.length - failed} pages valid, ${failed} with errors`);

await mkdir(join(paths.root, 'reports'), { recursive: true });
await writeFile(
  join(paths.root, 'reports', 'html-validate.json'),
  JSON.stringify({ passed: files.length - failed, failed }),
);
process.exit(failed || !files.length ? 1 : 0);
