// `npm test`: each check below in turn (Java and Debian's Chromium headless shell installed
// first when missing), then one summary line for the whole run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { headlessShellPath, paths } from './paths.mjs';

const reports = join(paths.root, 'reports');

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);

/** Runs one step, saying how long it took: the suite's time budget is spent step by step. */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: paths.root,
    env: { ...process.env, ...env },
  });
  console.log(`◀ ${label}: ${seconds(start)} s`);
  return result.status === 0;
}

/** A Debian package a step needs (Chromium's headless shell; Java for the Nu Html Checker), installed when missing and the run has root. */
function ensurePackage(what, name, isPresent) {
  if (isPresent()) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `${what} is missing: install Debian's ${name} package (apt-get install ${name}).`,
    );
    return false;
  }
  return run(`install ${name}`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`,
  ]);
}

/** A step's counts from its report; a step that wrote none counts as one failure. */
function counts(file, read) {
  const report = join(reports, file);
  return existsSync(report)
    ? read(JSON.parse(readFileSync(report, 'utf8')))
    : { passed: 0, failed: 1 };
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failedSteps = [];
const step = (name, ok) => ok || failedSteps.push(name);

step('typecheck', run('typecheck', 'npx', ['tsc', '--noEmit']));
step('lint', run('lint', 'npm', ['run', '--silent', 'lint']));
step('format', run('formatting', 'npx', ['prettier', '--check', '.']));
step(
  'unit',
  run('unit tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(reports, 'vitest.json')}`,
  ]),
);
const built = run('build and prerender', 'node', ['scripts/build.mjs']);
step('build', built);
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const java = built && ensurePackage('Java', 'default-jre-headless', hasJava);
step('html', java && run('validate prerendered HTML', 'node', ['scripts/validate-html.mjs']));
// The size budgets and the end-to-end tests both load the pages in Chromium's headless shell.
const browser =
  built &&
  ensurePackage(headlessShellPath, 'chromium-headless-shell', () => existsSync(headlessShellPath));
step('size', browser && run('size budgets', 'node', ['scripts/size.mjs', '--no-build']));
step('e2e', browser && run('end-to-end tests', 'npx', ['playwright', 'test'], { CI: '1' }));

const unit = counts('vitest.json', (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
}));
const e2e = counts('playwright.json', ({ stats }) => ({
  passed: stats.expected + stats.flaky,
  flaky: stats.flaky,
  failed: stats.unexpected,
}));
const html = counts('html.json', (report) => report);
console.log(`\nUnit tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`HTML validation: ${html.passed} pages valid, ${html.failed} with errors`);
console.log(
  `End-to-end tests: ${e2e.passed} passed${e2e.flaky ? ` (${e2e.flaky} only on a second try)` : ''}, ${e2e.failed} failed`,
);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
const passed = unit.passed + html.passed + e2e.passed;
const counted = unit.failed + html.failed + e2e.failed;
const failed = counted + (failedSteps.length && counted === 0 ? failedSteps.length : 0);
console.log(`Total: ${passed} passed, ${failed} failed, in ${seconds(started)} s`);
process.exit(failedSteps.length || passed === 0 ? 1 : 0);
