#!/usr/bin/env node
// Front-end size budget: initial JS and CSS of each web configuration and every
// lazily loaded route chunk, gzipped, read from the Vite build manifests. It
// fails when a budget is broken or when a route's page sits in the entry
// (which would mean the lazy routes no longer split).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = 1024;
// The entry holds React, the data router, Mantine's provider with the few components the sign-in,
// access-denied and loading pages show, i18next with the common English texts, the route table
// and the session guard, as one chunk. The query cache, the current user and the shell's layouts
// load with the signed-in area once there is a token; each feature's part of the catalogue loads
// with its routes. A list page carries the data table, the search box and the list paging it
// shares with the others, which the filter builder and dialogs do not join (they load on demand).
const budgets = { initialJs: 150 * kb, css: 40 * kb, routeChunk: 64 * kb, screen: 80 * kb };
const webRoot = new URL('../apps/web/', import.meta.url).pathname;
const configurations = ['player', 'support'];

const manifestPath = (name) => join(webRoot, 'dist', name, '.vite', 'manifest.json');

if (configurations.some((name) => !existsSync(manifestPath(name)))) {
  console.warn('No web build found; building both configurations first.');
  execSync('npm run build -w @marquee/web', { stdio: 'inherit', cwd: join(webRoot, '../..') });
}

const format = (bytes) => `${(bytes / kb).toFixed(1)} KB`;
const report = (line) => process.stdout.write(`${line}\n`);

function measure(name) {
  const manifest = JSON.parse(readFileSync(manifestPath(name), 'utf8'));
  const gzipped = (file) => gzipSync(readFileSync(join(webRoot, 'dist', name, file))).length;
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure([entryKey]);
  // What the shell loads right after first paint in every session (the signed-in area with the
  // query cache and the layouts, then the API client and the user menu): a route that shares it
  // adds nothing, so it is not charged to the route.
  const shellDeferred = new Set();
  const defer = (key) => {
    for (const next of manifest[key].dynamicImports ?? []) {
      if (!/^src\/(app|lib)\//.test(next) || shellDeferred.has(next)) continue;
      closure([next], shellDeferred);
      defer(next);
    }
  };
  defer(entryKey);
  const initialJs = [...initial].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  const cssFiles = new Set([...initial].flatMap((key) => manifest[key].css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0);
  const pageKeys = Object.keys(manifest).filter((key) => /^src\/features\/.+-page\.tsx$/.test(key));
  const routes = pageKeys.map((key) => {
    const own = [...closure([key])].filter((k) => !initial.has(k) && !shellDeferred.has(k));
    return {
      key,
      bytes: own.reduce((sum, k) => sum + gzipped(manifest[k].file), 0),
      isSplit: !initial.has(key),
    };
  });
  return { name, initialJs, css, routes };
}

// Every page module in the source must come out as a lazily loaded chunk of one
// configuration; a page imported statically vanishes into the entry instead.
const pageFiles = readdirSync(join(webRoot, 'src/features'), { recursive: true })
  .filter((file) => /-page\.tsx$/.test(file))
  .map((file) => `src/features/${file.split('\\').join('/')}`);
const chunkedPages = new Set();

const problems = [];
for (const name of configurations) {
  const { initialJs, css, routes } = measure(name);
  for (const route of routes) if (route.isSplit) chunkedPages.add(route.key);
  report(
    `\n${name}: initial JS ${format(initialJs)} (budget ${format(budgets.initialJs)}), CSS ${format(css)} (budget ${format(budgets.css)})`,
  );
  if (initialJs > budgets.initialJs)
    problems.push(`${name}: initial JS ${format(initialJs)} is over budget`);
  if (css > budgets.css) problems.push(`${name}: CSS ${format(css)} is over budget`);
  if (routes.length === 0) problems.push(`${name}: no lazily loaded route chunk found`);
  for (const route of routes) {
    report(`  ${route.key.padEnd(60)} ${format(route.bytes)}`);
    if (!route.isSplit) problems.push(`${name}: ${route.key} is part of the initial load`);
    if (route.bytes > budgets.routeChunk)
      problems.push(`${name}: ${route.key} chunk ${format(route.bytes)} is over budget`);
  }
}

// The screen player runs on weak signage boxes: its whole start (entry, its imports and the
// service worker) has one budget of its own.
const screenRoot = new URL('../apps/screen/dist/', import.meta.url).pathname;
const screenManifestPath = join(screenRoot, '.vite', 'manifest.json');
if (!existsSync(screenManifestPath)) {
  console.warn('No screen build found; building it first.');
  execSync('npm run build -w @marquee/screen', { stdio: 'inherit', cwd: join(webRoot, '../..') });
}
const screenManifest = JSON.parse(readFileSync(screenManifestPath, 'utf8'));
const screenFiles = new Set(
  Object.values(screenManifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
);
const screenBytes = [...screenFiles].reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(screenRoot, file))).length,
  0,
);
report(`\nscreen player: JS and CSS ${format(screenBytes)} (budget ${format(budgets.screen)})`);
if (screenBytes > budgets.screen)
  problems.push(`screen player: ${format(screenBytes)} is over budget`);

for (const file of pageFiles) {
  if (!chunkedPages.has(file))
    problems.push(`${file} is not a lazily loaded chunk in any configuration`);
}

if (problems.length > 0) {
  console.error(`\nSize check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
report('\nSize check passed.');
