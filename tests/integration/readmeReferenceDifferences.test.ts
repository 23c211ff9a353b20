// The README's list of spec-versus-source differences matches what the reference plugins report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readmeWithDifferences } from '../../scripts/referenceDifferences.js';

it('README.md lists exactly the current reference differences (run `npx tsx scripts/referenceDifferences.ts --write`)', () => {
  const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
  expect(readmeWithDifferences(readme)).toBe(readme);
});
