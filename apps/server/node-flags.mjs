// The V8 flags and allocator settings the server runs with in production (`npm start`), and so
// in the benches. Node reads neither once running, so whoever starts the server passes them.
//
// --max-semi-space-size=8: the young generation stops growing at 16 MB instead of 32 MB. The
// server's garbage is short-lived (a request's, a query's), so the smaller nursery costs no
// measurable throughput (unchanged-manifest polls, bench:screens) and keeps the resident memory
// of a process holding ten thousand screens about 30 MB lower.
const flags = ['--max-semi-space-size=8'];

// The embedded engine is the one-box install, where memory is the scarce part and the engine's
// one connection bounds the throughput anyway; a PostgreSQL deployment keeps the throughput.
// Its young generation stops at 8 MB (about 20 MB less under load), and after each full collection
// the old generation may grow by a quarter of what survived before the next one, instead of up
// to four times: under 50 connections that garbage grew the process by 130 MB. Together they
// cost a signed-in read about a sixth of its rate (bench:api).
const embeddedEngineFlags = ['--max-semi-space-size=4', '--heap-growing-percent=25'];

/** The flags for a server started with `environment`, which decides the engine. */
export function serverNodeFlags(environment) {
  return environment.DATABASE_URL ? flags : embeddedEngineFlags;
}

// glibc's allocator, unless the operator sets its variables: at most two arenas instead of eight
// a core, and every block of 128 kB or more in a mapping of its own. By default each thread that
// allocates (V8's compilers, the file and crypto pool) keeps an arena of up to 64 MB that freed
// memory rarely leaves, and the threshold for own mappings grows with each large block freed, so
// socket buffers and compile zones stay resident. Two arenas alone took the embedded engine's
// idle process from 379 to 313 MB.
const allocatorSettings = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The environment to start the server with: `environment` over the allocator settings. */
export function serverEnvironment(environment) {
  return { ...allocatorSettings, ...environment };
}
