// Splits a page into YAML frontmatter and body, and checks the types of the keys docsgen reads.
import { isMap, isScalar, LineCounter, parseDocument, type YAMLError } from 'yaml';
import { z } from 'zod';
import type { Diagnostic, Frontmatter, SourceFile } from '../types.js';
import { originLineOf } from './sourceLines.js';

const frontmatterBlock = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(\r?\n|$)/;

const stringy = z.union([z.string(), z.number()]).transform(String);
/** A number, or one written as a string: Docusaurus validates with Joi, which converts (`sidebar_position: "2"`). */
export const number = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
/** A boolean, or `"true"`/`"false"` as Joi converts them (`draft: "true"`). */
export const boolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const headingLevel = number.pipe(z.number().int().min(2).max(6));

/** The keys Docusaurus's doc frontmatter schema knows, with its types; every other key is kept in `extra`. */
const knownKeys = z.object({
  id: z
    .string()
    .regex(/^[^/]+$/, 'must not contain "/"')
    .optional(),
  slug: z.string().optional(),
  title: stringy.optional(),
  sidebar_label: stringy.optional(),
  sidebar_position: number.optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  hide_title: boolean.optional(),
  hide_table_of_contents: boolean.optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  draft: boolean.optional(),
  unlisted: boolean.optional(),
  description: z.string().optional(),
  keywords: z.array(stringy).optional(),
  image: z.string().optional(),
  tags: z
    .array(
      z.union([
        stringy,
        z.object({ label: stringy, permalink: z.string().optional(), description: z.string().optional() }),
      ]),
    )
    .optional(),
  pagination_label: z.string().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  custom_edit_url: z.string().nullable().optional(),
  last_update: z.object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
});

const expected: Record<string, string> = {
  id: 'a string without "/"',
  sidebar_position: 'a number',
  hide_table_of_contents: 'true or false',
  draft: 'true or false',
  keywords: 'a list of strings',
  unlisted: 'true or false',
  hide_title: 'true or false',
  sidebar_custom_props: 'a mapping (key: value lines)',
  toc_min_heading_level: 'a whole number from 2 to 6',
  toc_max_heading_level: 'a whole number from 2 to 6',
  tags: 'a list of tag names or {label, permalink} objects',
  last_update: 'a mapping with `date` and/or `author`',
  format: 'md, mdx or detect',
};

/** The frontmatter and body of a page, with the line the body starts on. */
export interface ParsedFrontmatter {
  frontmatter: Frontmatter;
  body: string;
  bodyLine: number;
  diagnostics: Diagnostic[];
}

/** Parses the frontmatter of `file`; problems become diagnostics pointing at the key's line. */
export function parseFrontmatter(file: SourceFile): ParsedFrontmatter {
  const match = frontmatterBlock.exec(file.contents);
  if (!match) return { frontmatter: { extra: {} }, body: file.contents, bodyLine: 1, diagnostics: [] };
  const yamlText = match[1] ?? '';
  const bodyLine = countLines(match[0]) + 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const at = (offset: number) => lineCounter.linePos(offset);
  const origin = file.origin;
  const base = { frontmatter: { extra: {} }, body: file.contents.slice(match[0].length), bodyLine };

  if (doc.errors.length > 0) return { ...base, diagnostics: [yamlErrorDiagnostic(file, yamlText, doc.errors[0]!, at)] };
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return {
      ...base,
      diagnostics: [
        {
          severity: 'error',
          file: origin,
          line: 2,
          message: 'frontmatter must be a YAML mapping (key: value lines)',
          hint: 'Write one "key: value" per line.',
        },
      ],
    };
  }
  const keyLine = (key: string): number | undefined => {
    if (!isMap(doc.contents)) return undefined;
    const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === key);
    const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
    return range ? at(range[0]).line + 1 : undefined;
  };
  const parsed = knownKeys.safeParse(data);
  if (!parsed.success) {
    return {
      ...base,
      diagnostics: parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return {
          severity: 'error' as const,
          file: origin,
          line: originLineOf(file, keyLine(key)),
          message: `frontmatter \`${key}\` has the wrong type: ${issue.message}`,
          hint: `\`${key}\` must be ${expected[key] ?? 'a string'}.`,
        };
      }),
    };
  }
  const extra = Object.fromEntries(
    Object.entries(data as Record<string, unknown>).filter(([key]) => !(key in knownKeys.shape)),
  );
  return { ...base, frontmatter: { ...parsed.data, extra }, diagnostics: [] };
}

/** The last line (1-based) at or above `before` whose value opens with `quote`: `key: "…` or `- "…`. */
function openingQuoteLine(yamlText: string, quote: string, before: number): number | undefined {
  const opens = new RegExp(`^\\s*(?:-\\s+|[^#${quote}]*:\\s+)${quote}`);
  const lines = yamlText.split('\n').slice(0, before);
  for (let i = lines.length - 1; i >= 0; i--) if (opens.test(lines[i]!)) return i + 1;
  return undefined;
}

function countLines(text: string): number {
  let lines = 0;
  for (const ch of text) if (ch === '\n') lines++;
  return lines;
}

/** The first YAML error of a frontmatter block, at the line of the file where the mistake is. */
function yamlErrorDiagnostic(
  file: SourceFile,
  yamlText: string,
  error: YAMLError,
  at: (offset: number) => { line: number; col: number },
): Diagnostic {
  const found = at(error.pos[0]);
  // A missing closing quote is found where the text ends, lines below the mistake: the quote that opens is.
  const quote = error.code === 'MISSING_CHAR' ? /closing (["'])quote/.exec(error.message)?.[1] : undefined;
  const opening = quote ? openingQuoteLine(yamlText, quote, found.line) : undefined;
  // An unclosed bracket is found at the start of the next line; the mistake is on the line before.
  const pos = opening
    ? { line: opening, col: 1 }
    : found.col === 1 && found.line > 1
      ? { line: found.line - 1, col: 1 }
      : found;
  return {
    severity: 'error',
    file: file.origin,
    line: originLineOf(file, pos.line + 1),
    column: pos.col,
    message: `malformed frontmatter: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
    hint: 'Fix the YAML between the two "---" lines (quote values that contain ":" or "#").',
  };
}
