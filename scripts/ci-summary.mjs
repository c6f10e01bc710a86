// Adds up the runners' JSON reports into one closing line: "N passed, N failed, N skipped",
// after one line per report (unit tests on PGlite, journeys, server tests on PostgreSQL under
// Node 24), so a run that lost a report shows it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (!('numPassedTests' in report) && !report.stats) continue;
  const counts = 'numPassedTests' in report ? countVitest(report) : countPlaywright(report);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  console.log(reportLine(file, counts));
}

console.log(line(totals));
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
