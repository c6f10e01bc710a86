// npm run bench:media: the media library's targets (issue 9) against the built server in
// production mode on a fresh PostgreSQL database (dropped afterwards), on loopback only:
// - a 1 GiB upload through POST /api/media/upload, three times: the server's RSS growth, and its
//   throughput beside a plain copy of the same file on the same disk (read, write, fsync, as the
//   store does), medians of the rounds;
// - thumbnails of 12-megapixel JPEGs made by the real job queue, per second, and the previews
//   made after them at a lower priority;
// - list and search of an account with 100,000 media, p95 of calls one after another;
// - beside them, a bare Fastify route on the same machine: its rate under 50 connections (how fast
//   the machine is) and its latency one call at a time (the yardstick of the list calls).
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { withBareServer } from '../lib/bare-server-run.mjs';
import { load } from '../lib/load.mjs';
import { machineLoad, residentMb, watchResident } from '../lib/processes.mjs';
import {
  ownerEmail,
  seedPassword,
  withDatabaseClient,
  withFreshDatabase,
  withServer,
} from '../lib/server.mjs';
import { signIn } from '../lib/sign-in.mjs';
import { percentile, timeCalls } from '../lib/statistics.mjs';
import sharp from 'sharp';
import { twelveMegapixelJpegs, writeLargeMp4 } from './bench-files.mjs';
import { seedMedia } from './seed-media.mjs';
import { uploadMedia } from './upload.mjs';

const largeBytes = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const imageCount = Number(process.env.BENCH_IMAGES ?? 48);
const mediaCount = Number(process.env.BENCH_MEDIA ?? 100_000);
const timedCalls = 200;
const uploadRounds = 3;
const mb = 1024 ** 2;

/** A plain copy of `from` to `to` through streams, fsynced like the store's write; seconds. */
async function plainCopy(from, to) {
  const start = performance.now();
  await pipeline(createReadStream(from, { highWaterMark: mb }), createWriteStream(to));
  const handle = await open(to, 'r');
  await handle.sync();
  await handle.close();
  return (performance.now() - start) / 1000;
}

/**
 * Three rounds of a plain copy then the upload of the same file, the first upload on a server
 * just started: one 1 GiB transfer on a shared machine varies by a third from run to run, so the
 * medians are compared and every round is shown.
 */
async function measureUpload(baseUrl, token, pid, dataDir) {
  const file = path.join(dataDir, 'bench-large.mp4');
  await writeLargeMp4(file, largeBytes);
  const rounds = [];
  for (let round = 1; round <= uploadRounds; round += 1) {
    const copySeconds = await plainCopy(file, path.join(dataDir, 'bench-copy.mp4'));
    await rm(path.join(dataDir, 'bench-copy.mp4'));
    const before = await residentMb(pid);
    const watch = watchResident(pid);
    const start = performance.now();
    await uploadMedia(baseUrl, token, [{ fileName: `large-${round}.mp4`, path: file }]);
    const uploadSeconds = (performance.now() - start) / 1000;
    const peak = await watch.stop();
    rounds.push({
      rssBefore: before,
      rssGrowth: peak - before,
      uploadRate: largeBytes / mb / uploadSeconds,
      copyRate: largeBytes / mb / copySeconds,
    });
  }
  await rm(file);
  return {
    rounds,
    rssBefore: rounds[0].rssBefore,
    rssGrowth: Math.max(...rounds.map((round) => round.rssGrowth)),
    uploadRate: percentile(
      rounds.map((round) => round.uploadRate),
      50,
    ),
    copyRate: percentile(
      rounds.map((round) => round.copyRate),
      50,
    ),
  };
}

/** Waits until no photo waits for its thumbnail; fails on one that could not be processed. */
async function waitUntilProcessed(db) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as waiting, count(*) filter (where processing = 'failed')::int as failed
       from media where media_type = 'Photo' and processing in ('pending', 'failed')`,
    );
    if (rows[0].failed) throw new Error(`${rows[0].failed} images failed to process`);
    if (rows[0].waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].waiting} images still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until every media job is done: the previews come last. */
async function waitUntilNoJobs(db) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as left from jobs where queue like 'media.%' and status <> 'dead'`,
    );
    if (rows[0].left === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].left} media jobs still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Thumbnails of 12 MP JPEGs through the job queue: first end to end (uploads in requests of 8,
 * the worker making thumbnails meanwhile on the same cores), then the processing alone (the same
 * images queued again at once, the worker woken by one tiny upload), and the previews made
 * after those thumbnails.
 */
async function measureThumbnails(baseUrl, token, db) {
  const images = await twelveMegapixelJpegs(imageCount);
  let start = performance.now();
  for (let from = 0; from < images.length; from += 8) {
    const files = images
      .slice(from, from + 8)
      .map((bytes, index) => ({ fileName: `photo-${from + index}.jpg`, bytes }));
    await uploadMedia(baseUrl, token, files);
  }
  await waitUntilProcessed(db);
  const endToEnd = (performance.now() - start) / 1000;
  await waitUntilNoJobs(db);

  await db.query(`begin`);
  await db.query(`update media set processing = 'pending' where file_name like 'photo-%'`);
  await db.query(
    `insert into jobs (queue, payload, max_attempts)
     select 'media.process', json_build_object('mediaId', id), 8 from media
     where file_name like 'photo-%'`,
  );
  await db.query(`commit`);
  const wake = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  start = performance.now();
  await uploadMedia(baseUrl, token, [{ fileName: 'wake.png', bytes: wake }]);
  await waitUntilProcessed(db);
  const processing = (performance.now() - start) / 1000;
  await waitUntilNoJobs(db);
  const previews = (performance.now() - start) / 1000 - processing;
  return {
    previewRate: images.length / previews,
    previews,
    endToEndRate: images.length / endToEnd,
    endToEnd,
    processingRate: images.length / processing,
    processing,
  };
}

async function measureLists(baseUrl, token) {
  const call = async (method, url, body) => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const search = (body) => () =>
    call('POST', '/api/media/search', {
      OrderBy: 'RegisteredDateTime',
      Order: 'desc',
      MaxItemsInResult: 50,
      ...body,
    });
  const calls = {
    'POST /api/media/search, first page': search({}),
    'POST /api/media/search, by name': search({ OrderBy: 'MediaName', Order: 'asc' }),
    'POST /api/media/search "coffee"': search({ searchText: 'coffee' }),
    'POST /api/media/search "4711"': search({ searchText: '4711' }),
    'GET /api/media/images': () =>
      call('GET', '/api/media/images?OrderBy=RegisteredDateTime&Order=desc&MaxItemsInResult=50'),
  };
  const results = [];
  for (const [label, run] of Object.entries(calls)) {
    results.push({ label, ...(await timeCalls(run, { count: timedCalls })) });
  }
  return results;
}

/** The bare route: its rate under load, and its latency one call at a time like the lists. */
async function measureBare() {
  return withBareServer(async ({ url, pid }) => {
    const rate = await load(url, {}, pid, { connections: 50, seconds: 10 });
    const oneByOne = await timeCalls(() => fetch(url).then((response) => response.json()), {
      count: timedCalls,
    });
    return { rate, oneByOne };
  });
}

const loadBefore = await machineLoad();
const bare = await measureBare();
const result = await withFreshDatabase((databaseUrl) =>
  withServer(databaseUrl, {}, async ({ baseUrl, pid, dataDir }) =>
    withDatabaseClient(databaseUrl, async (db) => {
      const token = await signIn(baseUrl, ownerEmail, seedPassword);
      const upload = await measureUpload(baseUrl, token, pid, dataDir);
      const thumbnails = await measureThumbnails(baseUrl, token, db);
      await seedMedia(db, ownerEmail, mediaCount);
      const lists = await measureLists(baseUrl, token);
      return { upload, thumbnails, lists };
    }),
  ),
);
const loadAfter = await machineLoad();

const { upload, thumbnails, lists } = result;
const share = (100 * upload.uploadRate) / upload.copyRate;
const lines = [
  `Node ${process.version}, NODE_ENV=production, PostgreSQL; ${loadBefore} before, ${loadAfter} after`,
  `bare Fastify route, 50 connections for 10 s: ${bare.rate.rate.toFixed(0)} req/s, p99 ${bare.rate.p99} ms`,
  '',
  `upload of ${(largeBytes / mb).toFixed(0)} MB, ${uploadRounds} times: server RSS ${upload.rssBefore.toFixed(0)} MB before, grew at most ${upload.rssGrowth.toFixed(1)} MB (target < 64)`,
  `upload ${upload.uploadRate.toFixed(0)} MB/s, plain copy ${upload.copyRate.toFixed(0)} MB/s (medians): ${share.toFixed(0)} % (target >= 50 %)`,
  `  each round, copy then upload: ${upload.rounds.map((round) => `${round.copyRate.toFixed(0)} / ${round.uploadRate.toFixed(0)} MB/s`).join(', ')}`,
  `thumbnails of ${imageCount} 12 MP JPEGs (target >= 15/s): processing alone ${thumbnails.processingRate.toFixed(1)}/s (${thumbnails.processing.toFixed(1)} s); with their uploads on the same cores ${thumbnails.endToEndRate.toFixed(1)}/s (${thumbnails.endToEnd.toFixed(1)} s)`,
  `previews of the same images, made after their thumbnails: ${thumbnails.previewRate.toFixed(1)}/s (${thumbnails.previews.toFixed(1)} s)`,
  '',
  `${mediaCount} media, ${timedCalls} calls each, one after another (target p95 < 100 ms)`,
  ['call'.padEnd(40), 'p50 ms', 'p95 ms', 'p99 ms'].join(' '),
  ...[{ label: 'bare Fastify route (the yardstick)', ...bare.oneByOne }, ...lists].map((row) =>
    [
      row.label.padEnd(40),
      row.p50.toFixed(1).padStart(6),
      row.p95.toFixed(1).padStart(6),
      row.p99.toFixed(1).padStart(6),
    ].join(' '),
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
