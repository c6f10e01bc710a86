// Bundles the scheduling bench the way the server is built and runs it, so it measures the code
// as it runs in production: the engine on its own, then the server path (BENCH_SCHEDULE=engine or
// server runs only one).
import { runNode, withBundle } from '../lib/bundle.mjs';

const only = process.env.BENCH_SCHEDULE;
const here = (file) => new URL(file, import.meta.url).pathname;
const engine = here('./run-schedule-bench.ts');
const fixtures = here('./schedule-fixtures.ts');
await withBundle([engine, fixtures], async (outputOf) => {
  let status = 0;
  if (only !== 'server') status = runNode([outputOf(engine)]);
  if (!status && only !== 'engine') {
    status = runNode([here('./run-schedule-server-bench.mjs'), outputOf(fixtures)]);
  }
  process.exitCode = status;
});
