// Turns a docs tree into pages (ids, routes, frontmatter) and category metadata, Docusaurus-style.
import path from 'node:path/posix';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { CategoryMeta, Diagnostic, SourceFile, SourcePage } from '../types.js';
import { parseFrontmatter } from './parseFrontmatter.js';
import type { FrontmatterCache } from './frontmatterCache.js';
import { parseNumberPrefix, stripNumberPrefixes } from './numberPrefix.js';
import { routeDiagnostic } from '../routeProblem.js';
import { notTextDiagnostic } from './readDocsTree.js';

/** Options of page discovery. */
export interface DiscoverOptions {
  /** URL the docs are mounted at, e.g. `/`. */
  routeBasePath: string;
  /** Keep `draft: true` pages (dev server) or drop them (build). */
  includeDrafts: boolean;
  /** `doc` for the docs folder, `page` for standalone pages (`content/pages`). Default `doc`. */
  kind?: 'doc' | 'page';
  /** Parsed frontmatter of files seen before, by origin and contents (the dev server keeps one across rebuilds). */
  frontmatterCache?: FrontmatterCache;
  /** Pages larger than this many bytes are refused (markdown.maxPageSize); no limit when unset. */
  maxPageBytes?: number;
}

/** What discovery found. */
export interface DiscoveredDocs {
  pages: SourcePage[];
  categories: CategoryMeta[];
  diagnostics: Diagnostic[];
}

const categorySchema = z.object({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  link: z.object({ type: z.enum(['doc', 'generated-index']), id: z.string().optional() }).nullable().optional(),
});

/** Builds pages and categories from source files. */
export function discoverPages(files: SourceFile[], options: DiscoverOptions): DiscoveredDocs {
  const diagnostics: Diagnostic[] = [];
  const pages: SourcePage[] = [];
  const categories: CategoryMeta[] = [];
  for (const file of files) {
    const notText = notTextDiagnostic(file);
    if (notText) {
      diagnostics.push(notText);
      continue;
    }
    const name = path.basename(file.path);
    if (name.startsWith('_category_')) {
      const category = readCategory(file, diagnostics);
      if (category) categories.push(category);
      continue;
    }
    const page = toPage(file, options, diagnostics);
    if (page && (options.includeDrafts || !page.frontmatter.draft)) pages.push(page);
  }
  return { pages, categories, diagnostics };
}

function toPage(file: SourceFile, options: DiscoverOptions, diagnostics: Diagnostic[]): SourcePage | undefined {
  const tooLarge = sizeDiagnostic(file, options.maxPageBytes);
  if (tooLarge) {
    diagnostics.push(tooLarge);
    return undefined;
  }
  const parsed = options.frontmatterCache?.parse(file) ?? parseFrontmatter(file);
  diagnostics.push(...parsed.diagnostics);
  if (parsed.diagnostics.some((d) => d.severity === 'error')) return undefined;
  const { frontmatter } = parsed;
  const ext = path.extname(file.path);
  const rawDir = path.dirname(file.path) === '.' ? '' : path.dirname(file.path);
  const dir = stripNumberPrefixes(rawDir);
  const { prefix, name } = parseNumberPrefix(path.basename(file.path, ext));
  const isCategoryIndex = /^(index|readme)$/i.test(name) || (dir !== '' && name.toLowerCase() === path.basename(dir).toLowerCase());
  const baseId = frontmatter.id ?? name;
  const localId = dir ? `${dir}/${baseId}` : baseId;
  // Standalone pages get their own id space so `content/pages/index.md` never clashes with a doc id.
  const id = options.kind === 'page' ? `pages/${localId}` : localId;
  const slug = frontmatter.slug ?? (isCategoryIndex ? `/${dir}` : `/${localId}`);
  const route = joinRoute(options.routeBasePath, frontmatter.slug && !frontmatter.slug.startsWith('/') ? `${dir}/${frontmatter.slug}` : slug);
  const unsafeRoute = routeDiagnostic(route, file, frontmatter.slug !== undefined ? 'slug' : frontmatter.id !== undefined ? 'id' : undefined);
  if (unsafeRoute) {
    diagnostics.push(unsafeRoute);
    return undefined;
  }
  return {
    kind: options.kind ?? 'doc',
    id,
    route,
    sidebar: options.kind === 'page' ? '' : (id.split('/')[0] ?? id),
    source: file,
    format: ext === '.mdx' ? 'mdx' : 'md',
    frontmatter,
    body: parsed.body,
    bodyLine: parsed.bodyLine,
    dir,
    numberPrefix: prefix,
    isCategoryIndex,
  };
}

/**
 * An error for a page over `maxBytes`: parsing a page takes time and memory that grow faster than its size (a 20 MB
 * page took minutes and gigabytes), so a page that large is refused rather than left to stall the build.
 */
function sizeDiagnostic(file: SourceFile, maxBytes: number | undefined): Diagnostic | undefined {
  // A UTF-16 length is at most the UTF-8 size, and at least a third of it: count bytes only when it matters.
  if (maxBytes === undefined || file.contents.length * 3 <= maxBytes) return undefined;
  const bytes = Buffer.byteLength(file.contents);
  if (bytes <= maxBytes) return undefined;
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
  return { severity: 'error', file: file.origin, message: `page too large: ${mb(bytes)}, over the ${mb(maxBytes)} of markdown.maxPageSize`, hint: 'Split the page into several, or raise markdown.maxPageSize (in bytes) in the config.' };
}

/** The line a JSON or YAML parse error points at: YAML gives it, JSON gives the character position. */
function lineOfParseError(error: unknown, text: string): number {
  const yamlLine = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line;
  if (yamlLine) return yamlLine;
  const position = /at position (\d+)/.exec((error as Error).message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : 1;
}

function readCategory(file: SourceFile, diagnostics: Diagnostic[]): CategoryMeta | undefined {
  const rawDir = path.dirname(file.path) === '.' ? '' : path.dirname(file.path);
  let data: unknown;
  try {
    data = file.path.endsWith('.json') ? JSON.parse(file.contents) : parseYaml(file.contents);
  } catch (error) {
    diagnostics.push({ severity: 'error', file: file.origin, line: lineOfParseError(error, file.contents), message: `unreadable category file: ${(error as Error).message}`, hint: 'Write a JSON object such as {"label": "Guides", "position": 2}.' });
    return undefined;
  }
  const parsed = categorySchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const what = issue.path.length > 0 ? `invalid category \`${issue.path.join('.')}\`` : 'invalid category file';
    diagnostics.push({ severity: 'error', file: file.origin, line: 1, message: `${what}: ${issue.message}`, hint: 'Allowed keys: label (string), position (number), collapsed (boolean), collapsible (boolean), link.' });
    return undefined;
  }
  const folder = parseNumberPrefix(path.basename(rawDir));
  const dir = stripNumberPrefixes(rawDir);
  return {
    dir,
    label: parsed.data.label ?? folder.name,
    position: parsed.data.position ?? folder.prefix,
    collapsed: parsed.data.collapsed ?? true,
    collapsible: parsed.data.collapsible ?? true,
    linkDocId: parsed.data.link?.type === 'doc' && parsed.data.link.id ? parsed.data.link.id : undefined,
    origin: file.origin,
  };
}

/** Joins the docs base path and a slug into a clean absolute route. */
export function joinRoute(base: string, slug: string): string {
  const joined = `/${base}/${slug}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
