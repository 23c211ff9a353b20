// docs/reference-differences.md lists exactly the spec-versus-source differences the reference plugins report.
import { expect, it } from 'vitest';
import { referenceDifferencesMarkdown, storedReferenceDifferences } from '../../scripts/referenceDifferences.js';

it('docs/reference-differences.md is current (run `npx tsx scripts/referenceDifferences.ts --write`)', () => {
  expect(storedReferenceDifferences()).toBe(referenceDifferencesMarkdown());
});
