// Validates every prerendered page in dist with the Nu Html Checker (vnu.jar, the checker behind
// validator.w3.org), leaving aside only its complaints about CSS newer than it, which the site uses
// on purpose. Prints the errors, writes pass/fail counts to reports/html.json, exits non-zero on
// errors.
import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { paths } from './paths.mjs';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const newerCss = (message) =>
  message.startsWith('CSS: ') && /@starting-style|allow-discrete/.test(message);

const files = (await readdir(paths.dist, { recursive: true }))
  .filter((file) => file.endsWith('.html'))
  .sort();
// One Java start for all the pages; it exits non-zero when it found errors, with the report on
// stderr.
const { stderr } = await promisify(execFile)(
  'java',
  [
    '-jar',
    vnuJar,
    '--errors-only',
    '--format',
    'json',
    ...files.map((file) => join(paths.dist, file)),
  ],
  {
    maxBuffer: 64 * 1024 * 1024,
  },
).catch((error) => {
  if (!error.stderr?.startsWith('{')) throw error; // no Java, or the checker itself failed
  return error;
});
const errors = JSON.parse(stderr || '{"messages":[]}').messages.filter(
  ({ type, message }) => type === 'error' && !newerCss(message),
);
for (const { url, lastLine, message } of errors)
  console.log(`${relative(paths.dist, new URL(url).pathname)}:${lastLine} ${message}`);
const failed = new Set(errors.map(({ url }) => url)).size;
console.log(`Nu Html Checker: ${files.length - failed} pages valid, ${failed} with errors`);

await mkdir(join(paths.root, 'reports'), { recursive: true });
await writeFile(
  join(paths.root, 'reports', 'html.json'),
  JSON.stringify({ passed: files.length - failed, failed }),
);
process.exit(failed || !files.length ? 1 : 0);
