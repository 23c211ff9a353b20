// Test helper: checks a diagnostic against a fixture's `expected/diagnostic.json`.
import { expect } from 'vitest';
import type { Diagnostic } from '../../generator/types.js';
import { expected } from './buildFixture.js';

/** What a fixture expects: `message` and `hint` are regular expressions; `line` is a number or "present". */
export interface ExpectedDiagnostic {
  severity: 'error' | 'warning';
  file: string;
  line: number | 'present';
  message: string;
  hint: string;
}

/** Reads `tests/fixtures/<fixture>/expected/diagnostic.json`. */
export function expectedDiagnostic(fixture: string): ExpectedDiagnostic {
  return expected<ExpectedDiagnostic>(fixture, 'diagnostic.json');
}

/** Asserts that `diagnostics` is exactly one diagnostic matching the fixture's expectation. */
export function expectOneDiagnostic(diagnostics: Diagnostic[], want: ExpectedDiagnostic): void {
  expect(diagnostics, `exactly one diagnostic, got ${JSON.stringify(diagnostics, null, 2)}`).toHaveLength(1);
  const [d] = diagnostics;
  expect(d!.severity).toBe(want.severity);
  expect(d!.file).toBe(want.file);
  if (want.line === 'present') expect(d!.line, 'a line number').toBeGreaterThan(0);
  else expect(d!.line).toBe(want.line);
  expect(d!.message).toMatch(new RegExp(want.message));
  expect(d!.hint ?? '').toMatch(new RegExp(want.hint));
}
