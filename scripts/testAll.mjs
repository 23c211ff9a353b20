// Runs every test suite (unit, fixtures, content examples, then the browser suite) and prints one closing line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const suites = [
  { name: 'unit, fixture and content tests', args: [] },
  { name: 'browser tests', args: ['--config', 'tests/e2e/vitest.config.ts'] },
];
const reports = mkdtempSync(path.join(tmpdir(), 'docsgen-tests-'));
let passed = 0;
let failed = 0;
let exitCode = 0;
for (const [i, suite] of suites.entries()) {
  const outputFile = path.join(reports, `suite-${i}.json`);
  process.stdout.write(`\n== ${suite.name} ==\n`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { stdio: 'inherit' },
  );
  let suiteFailed = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += report.numPassedTests;
    suiteFailed = report.numFailedTests;
    if (report.numTotalTests === 0) suiteFailed += 1;
  } catch {
    suiteFailed = 1;
  }
  // A suite can fail with every test passing (an unhandled error): count it, so the closing line never reads clean.
  if (run.status !== 0 && suiteFailed === 0) {
    process.stdout.write(`${suite.name} exited with status ${run.status} (see the errors above)\n`);
    suiteFailed = 1;
  }
  failed += suiteFailed;
  if (suiteFailed > 0) exitCode = 1;
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(exitCode);
