/**
 * The slowest journeys of the last run, from the JSON report (playwright.config.ts):
 *
 *   node tests/e2e/support/slowest.ts [count]
 *
 * For finding where the e2e phase's time goes; the figures are the machine's of that run.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Suite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number; status: string }[] }[] }[];
  suites?: Suite[];
}

const report = JSON.parse(readFileSync(fileURLToPath(new URL('../artifacts/results.json', import.meta.url)), 'utf8')) as {
  suites: Suite[];
  stats: { duration: number };
};
const rows: { seconds: number; where: string }[] = [];
const visit = (suite: Suite, file: string) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      rows.push({ seconds, where: `${file} [${test.projectName}] ${spec.title}` });
    }
  }
  for (const child of suite.suites ?? []) visit(child, file);
};
for (const suite of report.suites) visit(suite, suite.file ?? suite.title);
rows.sort((a, b) => b.seconds - a.seconds);
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(
  `${rows.length} journeys, ${total.toFixed(0)} s of journey time, ${(report.stats.duration / 1000).toFixed(0)} s wall`,
);
for (const row of rows.slice(0, Number(process.argv[2] ?? 15)))
  console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.where}`);
