// `npm start`: builds what is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnvironment, serverNodeFlags } from '../apps/server/node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const sharedSources = ['packages/contracts/src', 'packages/domain/src', 'package-lock.json'];

const targets = [
  {
    workspace: '@marquee/web',
    outputs: ['apps/web/dist/player/index.html', 'apps/web/dist/support/index.html'],
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    isRequired: false,
  },
  {
    workspace: '@marquee/screen',
    outputs: ['apps/screen/dist/index.html'],
    sources: [
      'apps/screen/src',
      'apps/screen/index.html',
      'apps/screen/vite.config.ts',
      'apps/screen/package.json',
    ],
    isRequired: false,
  },
  {
    workspace: '@marquee/server',
    outputs: ['apps/server/dist/main.js'],
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
    isRequired: true,
  },
];

/** Latest modification time of a file or of any file below a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

function isStale(target) {
  const outputs = target.outputs.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  const sources = [...target.sources, ...sharedSources].map((source) => join(root, source));
  return Math.max(...sources.map(newest)) > built;
}

for (const target of targets.filter(isStale)) {
  console.warn(`Building ${target.workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    if (target.isRequired) process.exit(result.status ?? 1);
    // The server still starts and tells visitors which front end is missing.
    console.error(`Building ${target.workspace} failed; starting without it.`);
  }
}

const server = spawn(
  process.execPath,
  [...serverNodeFlags(process.env), 'apps/server/dist/main.js'],
  { cwd: root, env: serverEnvironment(process.env), stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
