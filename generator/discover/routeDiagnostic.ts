// A page whose route cannot become a folder of the site, as a diagnostic at the line that made the route.
import { routeProblem } from '../routeProblem.js';
import type { Diagnostic, SourceFile } from '../types.js';

/** The route problem of a page as a diagnostic at the frontmatter key that made the route (`slug` or `id`), if any. */
export function routeDiagnostic(
  route: string,
  file: SourceFile,
  frontmatterKey: 'slug' | 'id' | undefined,
): Diagnostic | undefined {
  const problem = routeProblem(route);
  if (!problem) return undefined;
  return {
    severity: 'error',
    file: file.origin,
    line: file.originLine ?? (frontmatterKey ? frontmatterKeyLine(file.contents, frontmatterKey) : 1),
    message: problem,
    hint: frontmatterKey
      ? `Change \`${frontmatterKey}\` to a path inside the site, of short names without "." or ".." segments, %, ?, #, \\ or control characters.`
      : 'Rename the file (or set a `slug` in its frontmatter) with a short name without %, ?, #, \\ or control characters.',
  };
}

/** The line of `key:` in the frontmatter at the top of `text` (1 when not found). */
export function frontmatterKeyLine(text: string, key: string): number {
  const lines = text.split('\n', 200);
  const end = lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line));
  const index = lines.slice(0, end > 0 ? end : undefined).findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
  return index >= 0 ? index + 1 : 1;
}
