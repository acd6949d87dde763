// Starts `npm run serve` on a port for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { paths } from '../paths.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const startupMs = 60_000;

/** Serves dist on 127.0.0.1:`port`; resolves once it answers, with its origin and a stop(). */
export async function serveDist(port) {
  // Another server on the port would answer in this one's place: refuse instead.
  await new Promise((resolve, reject) => {
    const probe = createServer().once('error', () => reject(new Error(`Port ${port} is taken: set PORT to a free one.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
  // A process group of its own, so stopping it stops the server npm started too.
  const server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: paths.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let waited = 0; waited < startupMs; waited += 200) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await wait(200);
  }
  stop();
  throw new Error(`\`npm run serve\` did not answer on ${origin} within ${startupMs / 1000} s.`);
}
