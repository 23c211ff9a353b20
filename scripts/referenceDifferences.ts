// Prints (or, with --write, updates in README.md) the list of reference pages where the spec and the pinned sources differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_ROUTE_DIFFERENCES } from '../generator/plugins/referenceSolidity/index.js';
import { sdkReferenceSpecDifferences } from '../generator/plugins/referenceTypescript/index.js';

const start = '<!-- reference-differences:start -->';
const end = '<!-- reference-differences:end -->';

/** The README section, as markdown. */
export function referenceDifferencesMarkdown(): string {
  const row = (d: { route: string; reason: string }) => `| \`${d.route}\` | ${d.reason.replace(/\|/g, '\\|')} |`;
  const sdk = sdkReferenceSpecDifferences;
  const sdkRow = (route: string) => row({ route, reason: sdk.notes[route] ?? '' });
  return [
    start,
    '',
    '**Spec routes the pinned sources do not contain** (the plugin generates no page; each has a written page in `content/docs` that says which repository commit it describes):',
    '',
    '| route | why |',
    '|---|---|',
    ...SPEC_ROUTE_DIFFERENCES.missing.map(row),
    ...sdk.specOnly.map(sdkRow),
    '',
    '**Pages generated for sources the spec does not list:**',
    '',
    '| route | why |',
    '|---|---|',
    ...SPEC_ROUTE_DIFFERENCES.extra.map(row),
    ...sdk.sourceOnly.map(sdkRow),
    '',
    end,
  ].join('\n');
}

/** README.md with its reference-differences section replaced. */
export function readmeWithDifferences(readme: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`README.md has no ${start} … ${end} section`);
  return `${readme.slice(0, from)}${referenceDifferencesMarkdown()}${readme.slice(to + end.length)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const readmePath = path.join(import.meta.dirname, '..', 'README.md');
  if (process.argv.includes('--write')) writeFileSync(readmePath, readmeWithDifferences(readFileSync(readmePath, 'utf8')));
  else console.log(referenceDifferencesMarkdown());
}
