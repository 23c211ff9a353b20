// Docusaurus number prefixes (`01-intro.md`, `2_guides/`): parsed for ordering, stripped from ids and routes.

const prefixPattern = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
// Names that start like dates (2021-01-31-post, 2021-11-notes) or versions (8.0, 1.0.0) are names, not prefixes.
const notAPrefix = /^\d+[-_.]\d+/;

/** Splits a file or folder name into its number prefix (if any) and the rest. */
export function parseNumberPrefix(name: string): { prefix?: number; name: string } {
  if (notAPrefix.test(name)) return { name };
  const match = prefixPattern.exec(name);
  if (!match) return { name };
  return { prefix: Number(match[1]), name: name.slice(match[0].length) };
}

/** A POSIX path with the number prefix removed from every segment. */
export function stripNumberPrefixes(posixPath: string): string {
  return posixPath
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}
