// Checks the code examples of the given pages (or folders) the way the test suite does, and prints the failures.
import { statSync } from 'node:fs';
import path from 'node:path';
import { checkCodeExamples } from '../tests/content/checkCodeExamples.js';
import { formatFailure } from '../tests/content/exampleFailure.js';
import { findMarkdownFiles } from '../tests/content/extractCodeBlocks.js';

const rootDir = path.resolve(import.meta.dirname, '..');
const targets = process.argv.slice(2).map((t) => path.resolve(t));
const files = targets.flatMap((t) => (statSync(t).isDirectory() ? findMarkdownFiles(t) : [t]));
const report = await checkCodeExamples(files, { rootDir });
let failed = 0;
for (const page of report.pages) {
  if (page.failures.length === 0) continue;
  failed++;
  for (const failure of page.failures) console.log(formatFailure(failure));
}
console.log(`${report.pages.length - failed} pages passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
