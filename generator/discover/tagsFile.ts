// A Docusaurus tags file (`tags.yml` at the root of the docs folder): predefined tags, and the check of inline tags.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase.js';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Diagnostic, SourcePage, TagDefinitions } from '../types.js';
import { toPosix } from './readDocsTree.js';

/** What Docusaurus does with a frontmatter tag the tags file does not define (its docs option `onInlineTags`). */
export type InlineTagsPolicy = 'warn' | 'throw' | 'ignore';

const tagsFileSchema = z.record(
  z.string(),
  z
    .object({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() })
    .nullable(),
);

/**
 * The tags of `<docsDir>/tags.yml`, each as Docusaurus completes it: the label defaults to the key capitalized, the
 * permalink to `/<key in kebab case>`. A file that is not such a map is an error naming it.
 */
export function readTagsFile(docsDir: string, rootDir: string): { tags?: TagDefinitions; diagnostics: Diagnostic[] } {
  const file = path.join(docsDir, 'tags.yml');
  if (!existsSync(file)) return { diagnostics: [] };
  const origin = toPosix(path.relative(rootDir, file)) || file;
  try {
    const read = tagsFileSchema.parse(parse(readFileSync(file, 'utf8')) ?? {});
    const tags: TagDefinitions = new Map();
    for (const [key, tag] of Object.entries(read))
      tags.set(key, {
        label: tag?.label || capitalize(key),
        permalink: tag?.permalink || `/${kebabCase(key)}`,
        description: tag?.description,
      });
    return { tags, diagnostics: [] };
  } catch (error) {
    const message = error instanceof z.ZodError ? error.issues[0]?.message : (error as Error).message;
    return {
      diagnostics: [
        {
          severity: 'error',
          file: origin,
          message: `could not read the tags file: ${message}`,
          hint: 'Write a map of tag keys to { label, permalink, description } (each optional, or empty), as Docusaurus reads it.',
        },
      ],
    };
  }
}

/** lodash's capitalize: the first letter upper case, the rest lower case (`emptyTag` → `Emptytag`). */
function capitalize(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
}

/**
 * With a tags file, a doc's frontmatter tag that is not one of its keys is an inline tag: a warning per doc naming
 * them (`onInlineTags: 'warn'`, Docusaurus's default), an error (`'throw'`), or nothing (`'ignore'`).
 */
export function inlineTagDiagnostics(
  pages: SourcePage[],
  tags: TagDefinitions | undefined,
  policy: InlineTagsPolicy,
): Diagnostic[] {
  if (!tags || policy === 'ignore') return [];
  return pages.flatMap((page) => {
    const inline = (page.frontmatter.tags ?? [])
      .map((tag) => (typeof tag === 'string' ? tag : tag.label))
      .filter((label, index, all) => !tags.has(label) && all.indexOf(label) === index);
    if (inline.length === 0) return [];
    return [
      {
        severity: policy === 'throw' ? 'error' : 'warning',
        file: page.source.origin,
        line: tagsLine(page.source.contents),
        message: `tags not defined in the tags file: ${inline.map((t) => `"${t}"`).join(', ')}`,
        hint: `Add ${inline.length === 1 ? 'it' : 'them'} to tags.yml at the root of the docs folder, or use one of its keys: ${[...tags.keys()].join(', ')}.`,
      } satisfies Diagnostic,
    ];
  });
}

/** The line of the frontmatter's `tags:` key, for the diagnostic. */
function tagsLine(contents: string): number | undefined {
  const index = contents.split('\n').findIndex((line) => /^tags\s*:/.test(line));
  return index >= 0 ? index + 1 : undefined;
}
