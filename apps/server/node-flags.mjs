// The V8 flags the server runs with in production (`npm start`), and so in the benches.
//
// --max-semi-space-size=8: the young generation stops growing at 16 MB instead of 32 MB. The
// server's garbage is short-lived (a request's, a query's), so the smaller nursery costs no
// measurable throughput (unchanged-manifest polls, bench:screens) and keeps the resident memory
// of a process holding ten thousand screens about 30 MB lower. Node cannot change it once running.
export const serverNodeFlags = ['--max-semi-space-size=8'];
