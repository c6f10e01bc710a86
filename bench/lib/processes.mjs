// Child processes of a bench: started, measured and always stopped by the bench itself.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';

/** Starts a node process whose stdout's first line is the answer it is ready with. */
export function startProcess(args, env = process.env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ child, line: output.split('\n')[0] });
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited (${code})`)));
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A process's resident memory in MB, from /proc (NaN once it is gone). */
export async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Samples a process's RSS every `everyMs` until `stop()`, which answers the largest seen. */
export function watchResident(pid, everyMs = 100) {
  let largest = 0;
  const sample = async () => {
    const mb = await residentMb(pid);
    if (mb > largest) largest = mb;
  };
  void sample();
  const timer = setInterval(() => void sample(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return largest;
    },
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The load average and uptime as `uptime` prints them, for the record of a run. */
export async function machineLoad() {
  const [one, five, fifteen] = (await readFile('/proc/loadavg', 'utf8')).split(' ');
  return `load average ${one}, ${five}, ${fifteen}`;
}
