// Starts scripts/serve.mjs on a loopback port for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { paths } from '../paths.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves dist on 127.0.0.1:`port`; resolves once it answers, with its origin and a stop(). */
export async function serveDist(port) {
  // Another server on the port would answer in this one's place: refuse instead.
  await new Promise((resolve, reject) => {
    const probe = createServer().once('error', () => reject(new Error(`Port ${port} is taken: set PORT to a free one.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
  const server = spawn('node', ['scripts/serve.mjs'], {
    cwd: paths.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => server.kill();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await wait(100);
  }
  stop();
  throw new Error(`scripts/serve.mjs did not answer on ${origin}.`);
}
