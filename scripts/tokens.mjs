// `node scripts/tokens.mjs`: the size of the code as tokens, the measure its budget is kept in
// (docs/DEVELOPING.md, "Size"): words, numbers, each string or template literal and each
// punctuation character, comments and whitespace aside, so neither formatting nor comments move
// it. Counts the committed TypeScript and JavaScript files, declaration files aside; exits 1 when
// the site's code is over its budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './paths.mjs';

/** The site's code: src without the inbox, plus scripts and bench. */
const siteBudget = 89_500;

const parts = {
  site: (file) => /^(src|scripts|bench)\//.test(file) && !file.startsWith('src/inbox/'),
  inbox: (file) => file.startsWith('src/inbox/'),
  worker: (file) => file.startsWith('worker/'),
};

const tokenPattern =
  /\s+|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|(["'])(?:\\[\s\S]|(?!\1)[^\\\n])*(?:\1|\n|$)|`(?:\\[\s\S]|[^\\`])*(?:`|$)|[A-Za-z_$][\w$]*|\d[\w.]*|[\s\S]/g;

/** The tokens of one file's text: what is neither whitespace nor a comment. */
const tokens = (text) =>
  [...text.matchAll(tokenPattern)].filter(([match]) => !/^(\s|\/\/|\/\*)/.test(match)).length;

const files = spawnSync('git', ['ls-files'], { cwd: paths.root, encoding: 'utf8' })
  .stdout.split('\n')
  .filter((file) => /\.(ts|tsx|mjs|mts)$/.test(file) && !/\.d\.m?ts$/.test(file));
const counts = Object.fromEntries(
  Object.entries(parts).map(([part, holds]) => [
    part,
    files
      .filter(holds)
      .reduce((sum, file) => sum + tokens(readFileSync(join(paths.root, file), 'utf8')), 0),
  ]),
);
for (const [part, count] of Object.entries(counts))
  console.log(`${part.padEnd(7)}${String(count).padStart(7)}`);
if (counts.site > siteBudget) {
  console.error(`The site's code is over its budget of ${siteBudget} tokens.`);
  process.exit(1);
}
