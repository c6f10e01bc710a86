#!/usr/bin/env node
// First-load transfer of the customer app and the support console: the bytes Chromium receives
// (headers and encoded bodies, as its network layer counts them) with an empty cache, from
// opening the app until the sign-in page it sends a signed-out visitor to has settled. Runs the
// production build on a loopback port with a fresh data directory, and fails when either app
// is over the budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const kb = 1024;
const budget = 300 * kb;
const root = new URL('..', import.meta.url).pathname;
const apps = [
  { name: 'customer app', path: '/' },
  { name: 'support console', path: '/support/' },
];

const required = [
  'apps/server/dist/main.js',
  'apps/web/dist/player/index.html',
  'apps/web/dist/support/index.html',
];
const missing = required.filter((file) => !existsSync(join(root, file)));
if (missing.length > 0) {
  console.error(`Not built (${missing.join(', ')}); run "npm run build" first.`);
  process.exit(1);
}

const format = (bytes) => `${(bytes / kb).toFixed(1)} KB`;

/** A port nothing listens on, asked of the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode})`);
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within 90 s');
}

/** Bytes per request of one first visit, split into the app and the sign-in pages. */
async function measure(browser, baseUrl, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const network = await context.newCDPSession(page);
  const urls = new Map();
  const bytes = { app: 0, signIn: 0, requests: 0 };
  network.on('Network.requestWillBeSent', ({ requestId, request }) =>
    urls.set(requestId, request.url),
  );
  network.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const isSignIn = new URL(urls.get(requestId) ?? baseUrl).pathname.startsWith('/oidc/');
    bytes[isSignIn ? 'signIn' : 'app'] += encodedDataLength;
    bytes.requests += 1;
  });
  await network.send('Network.enable');
  await network.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return bytes;
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-transfer-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    SEED_PASSWORD: 'transfer-measure-1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const problems = [];
let browser;
try {
  await waitForHealth(baseUrl, server);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  console.log(`First-load transfer (budget ${format(budget)} per app):`);
  for (const app of apps) {
    const bytes = await measure(browser, baseUrl, app.path);
    const total = bytes.app + bytes.signIn;
    console.log(
      `  ${app.name.padEnd(16)} ${format(total).padStart(9)}  (app ${format(bytes.app)}, sign-in page ${format(bytes.signIn)}, ${bytes.requests} requests)`,
    );
    if (total > budget) problems.push(`${app.name}: ${format(total)} is over budget`);
  }
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\nTransfer check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Transfer check passed.');
