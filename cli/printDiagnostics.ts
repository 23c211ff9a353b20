// Prints diagnostics as `severity file:line:col message` with their hints, and counts them.
import type { Diagnostic } from '../generator/types.js';

const useColor = Boolean(process.stderr.isTTY) && !process.env.NO_COLOR;
const paint = (code: string, text: string) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Formats one diagnostic (no colour), e.g. for the dev overlay. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : '';
  return `${d.severity} ${where ? `${where} ` : ''}${d.message}${d.hint ? `\n  hint: ${d.hint}` : ''}`;
}

/** Writes all diagnostics to stderr, errors last so they stay in view; returns the counts. */
export function printDiagnostics(
  diagnostics: Diagnostic[],
  stream: NodeJS.WritableStream = process.stderr,
): { errors: number; warnings: number } {
  const sorted = [...diagnostics].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'warning' ? -1 : 1));
  for (const d of sorted) {
    const label = d.severity === 'error' ? paint('31;1', 'error') : paint('33;1', 'warning');
    const where = d.file ? paint('36', `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}`) : '';
    stream.write(`${label} ${where ? `${where} ` : ''}${d.message}\n`);
    if (d.hint) stream.write(`  ${paint('2', `hint: ${d.hint}`)}\n`);
  }
  return {
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
  };
}
