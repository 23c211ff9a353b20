// Applies a config policy (`ignore`/`log`/`warn`/`throw`) to a finding.
import type { Diagnostic } from '../types.js';

/** A policy from site.config.ts. */
export type Policy = 'ignore' | 'log' | 'warn' | 'throw';

/** The diagnostic a finding becomes under `policy`, or undefined when ignored. */
export function policyDiagnostic(policy: Policy, finding: Omit<Diagnostic, 'severity'>): Diagnostic | undefined {
  if (policy === 'ignore') return undefined;
  return { ...finding, severity: policy === 'throw' ? 'error' : 'warning' };
}
