import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessTokenSeconds, demoPassword } from './support/demo';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
/** Where the Unsplash journey's stand-in for Unsplash (its API and its image host) listens. */
export const unsplashStandInPort = port + 7;
/** Where the social channels journey's stand-in feed (and its pictures) listens. */
export const socialFeedStandInPort = port + 8;

// Every run starts the real server on a fresh data directory, so journeys see a first start.
// Workers load this file again; the variable hands them the directory the server was given.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'marquee-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** Debian's Chromium, headless, with nothing that reaches out on its own. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // CI asks for a JSON report as well, to add up one closing line for all runners.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      SEED_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
      // The Unsplash journey's stand-in answers on loopback, as its API and its image host.
      UNSPLASH_ACCESS_KEY: 'e2e-unsplash-key',
      UNSPLASH_API_URL: `http://127.0.0.1:${unsplashStandInPort}`,
      UNSPLASH_IMAGES_URL: `http://127.0.0.1:${unsplashStandInPort}`,
      // The alarm journey's webhook receiver and the social channels journey's feed listen on
      // loopback (the feed over plain http, as one on the LAN may).
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      // Short-lived access tokens let the renewal journey outlive one in a couple of minutes.
      ACCESS_TOKEN_TTL_SECONDS: String(accessTokenSeconds),
    },
  },
});
