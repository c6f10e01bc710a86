// Adds up the runners' JSON reports into one closing line: "N passed, N failed, N skipped",
// after one line per report (unit tests on PGlite, journeys, server tests on PostgreSQL under
// Node 24), so a run that lost a report shows it. Before them, the slowest test files of all
// reports, so a run that grows slower shows where.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Vitest's JSON report (Jest-compatible totals). */
const countVitest = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + (report.numTodoTests ?? 0),
});

/** Playwright's JSON report. */
const countPlaywright = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  skipped: report.stats.skipped,
});

const line = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;
// Worded otherwise than the closing line, so that only the total reads as one.
const reportLine = (file, { passed, failed, skipped }) =>
  `${file}: passed ${passed}, failed ${failed}, skipped ${skipped}`;

/** Seconds per test file of a Vitest report. */
const vitestFiles = (report) =>
  report.testResults.map((result) => ({
    path: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));

/** Seconds per spec file of a Playwright report: the sum of its tests' runs. */
const playwrightFiles = (report) => {
  const secondsOf = (suite) =>
    (suite.specs ?? []).reduce(
      (sum, spec) =>
        sum +
        spec.tests.reduce(
          (tests, test) => tests + test.results.reduce((runs, run) => runs + run.duration, 0),
          0,
        ),
      0,
    ) /
      1000 +
    (suite.suites ?? []).reduce((sum, inner) => sum + secondsOf(inner), 0);
  const root = relative(process.cwd(), report.config.rootDir);
  return report.suites.map((suite) => ({
    path: join(root, suite.file),
    seconds: secondsOf(suite),
  }));
};

const slowest = [];
const reportLines = [];
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (!('numPassedTests' in report) && !report.stats) continue;
  const isVitest = 'numPassedTests' in report;
  const counts = isVitest ? countVitest(report) : countPlaywright(report);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  reportLines.push(reportLine(file, counts));
  const files = isVitest ? vitestFiles(report) : playwrightFiles(report);
  slowest.push(...files.map((timed) => ({ ...timed, report: file })));
}

console.log('slowest test files:');
for (const { path, seconds, report } of slowest
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 12)) {
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${path} (${report})`);
}
for (const reportText of reportLines) console.log(reportText);

console.log(line(totals));
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
