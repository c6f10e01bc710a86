// Load from autocannon, run as its own process so it does not share the measured one's CPU time.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { residentMb } from './processes.mjs';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * One autocannon run in its own process (after a 2 s warm-up), with the largest RSS of the
 * process `pid` seen meanwhile.
 */
export async function load(url, headers, pid, { connections, seconds }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const args = [autocannonCli, '-c', `${connections}`, '-d', `${duration}`, '-j'];
      const child = spawn(process.execPath, [...args, ...headerArgs, url], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let json = '';
      child.stdout.on('data', (chunk) => (json += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(json)) : reject(new Error(`autocannon exited ${code}`)),
      );
    });
  await run(2); // warm up (JIT, caches, pool)
  let rss = await residentMb(pid);
  const sampler = setInterval(async () => (rss = Math.max(rss, await residentMb(pid))), 250);
  const result = await run(seconds).finally(() => clearInterval(sampler));
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 is a success here (the unchanged manifest); only failures and 4xx/5xx count.
    errors: result.errors + result['4xx'] + result['5xx'],
    rss,
  };
}
