import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './fixtures/freePort';

const root = resolve(import.meta.dirname, '..');
/** The server block the build generated (scripts/hosting.mjs). */
const siteConfig = join(root, 'deploy', 'nginx', 'vantix.conf');
const nginxBinary = '/usr/sbin/nginx';

/**
 * Debian's nginx, installed with apt-get when missing (CI runs as root). Each worker
 * may ask at once: the install runs under a lock of its own (apt's own lock on its package
 * lists does not wait, and failed the second worker), and the next finds nginx installed.
 * RUNLEVEL=1 keeps the package from starting a system nginx on port 80.
 */
export function ensureNginx(): void {
  if (existsSync(nginxBinary)) return;
  if (process.getuid?.() !== 0)
    throw new Error("nginx is missing: install Debian's nginx package (apt-get install nginx).");
  const install = spawnSync(
    'flock',
    [
      join(tmpdir(), 'vantix-nginx-install.lock'),
      'sh',
      '-c',
      `[ -x ${nginxBinary} ] || { apt-get -o DPkg::Lock::Timeout=300 update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get -o DPkg::Lock::Timeout=300 install -y -qq nginx; }`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error('apt-get could not install nginx.');
}

async function waitUntilServing(url: string, nginx: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((next) => setTimeout(next, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

export type RunningNginx = { baseURL: string; stop: () => Promise<void> };

/**
 * Starts nginx in the foreground on a free loopback port, in a temporary prefix,
 * serving dist with the generated server block (only `listen` and `root` changed).
 */
export async function startNginx(): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'vantix-nginx-'));
  mkdirSync(join(prefix, 'temp'));
  const port = await freePort();
  const site = readFileSync(siteConfig, 'utf8')
    .replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`)
    .replace(/^ {2}root .*;$/m, `  root ${join(root, 'dist')};`);
  writeFileSync(join(prefix, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${join(prefix, 'temp', kind)};`,
  );
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp.join('\n  ')}
  include ${join(prefix, 'site.conf')};
}
`,
  );
  const nginx = spawn(
    nginxBinary,
    ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')],
    { stdio: 'inherit' },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseURL, nginx);
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
