// Turns a docs tree into pages (ids, routes, frontmatter) and category metadata, Docusaurus-style.
import path from 'node:path/posix';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { CategoryMeta, Diagnostic, Frontmatter, SourceFile, SourcePage } from '../types.js';
import { boolean, number, parseFrontmatter } from './parseFrontmatter.js';
import type { FrontmatterCache } from './frontmatterCache.js';
import { parseNumberPrefix, stripNumberPrefixes } from './numberPrefix.js';
import { routeDiagnostic } from './routeDiagnostic.js';
import { notTextDiagnostic } from './readDocsTree.js';
import { frontmatterFormat, pageFormat, type MarkdownFormat } from './pageFormat.js';

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
  /** How `.md` and `.mdx` files are parsed (see pageFormat). Default `detect`: by extension. */
  markdownFormat?: MarkdownFormat;
}

/** What discovery found. */
export interface DiscoveredDocs {
  pages: SourcePage[];
  categories: CategoryMeta[];
  diagnostics: Diagnostic[];
}

const generatedIndexLink = z.object({
  type: z.literal('generated-index'),
  slug: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
});

/** A `_category_` file; unknown keys are kept out without error, as Docusaurus's schema allows them. */
const categorySchema = z.object({
  label: z.union([z.string(), z.number()]).transform(String).optional(),
  position: number.optional(),
  collapsed: boolean.optional(),
  collapsible: boolean.optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z
    .union([z.object({ type: z.literal('doc'), id: z.string() }), generatedIndexLink])
    .nullable()
    .optional(),
});

/** Builds pages and categories from source files. */
export function discoverPages(files: SourceFile[], options: DiscoverOptions): DiscoveredDocs {
  const diagnostics: Diagnostic[] = [];
  const pages: SourcePage[] = [];
  const categories: CategoryMeta[] = [];
  const settings = settingsKey(options);
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
    const page = pageOnce(file, options, settings, diagnostics);
    if (page && (options.includeDrafts || !page.frontmatter.draft)) pages.push(page);
  }
  return { pages, categories: onePerFolder(categories), diagnostics };
}

/** Docusaurus reads one category file per folder: `_category_.json`, else `.yml`, else `.yaml`. */
function onePerFolder(categories: CategoryMeta[]): CategoryMeta[] {
  const rank = (c: CategoryMeta) => ['.json', '.yml', '.yaml'].indexOf(path.extname(c.origin));
  const byDir = new Map<string, CategoryMeta>();
  for (const category of categories) {
    const kept = byDir.get(category.dir);
    if (!kept || rank(category) < rank(kept)) byDir.set(category.dir, category);
  }
  return categories.filter((c) => byDir.get(c.dir) === c);
}

/** A page made from a file, with what was wrong with it, and the frontmatter object it was made from. */
interface MadePage {
  settings: string;
  frontmatter?: Frontmatter;
  page?: SourcePage;
  diagnostics: Diagnostic[];
}

/** The pages made from each file, for as long as the frontmatter cache lives (the dev server's session). */
const madePages = new WeakMap<FrontmatterCache, WeakMap<SourceFile, MadePage>>();

/** The options a page is made with, as a string that pageOnce compares (the cache apart). */
function settingsKey({ frontmatterCache: _cache, ...rest }: DiscoverOptions): string {
  return JSON.stringify(rest);
}

/**
 * toPage, made once per file object and options (`settings`, their settingsKey): the dev server discovers every page
 * again on each save, and keeps the objects of unchanged files (so the stages after this one find the same page
 * objects too).
 */
function pageOnce(
  file: SourceFile,
  options: DiscoverOptions,
  settings: string,
  diagnostics: Diagnostic[],
): SourcePage | undefined {
  const cache = options.frontmatterCache;
  if (!cache) return toPage(file, options, diagnostics);
  let made = madePages.get(cache);
  if (!made) madePages.set(cache, (made = new WeakMap()));
  const known = made.get(file);
  // The frontmatter cache is asked every time: it keeps the entries of the files it is asked about.
  const frontmatter = sizeDiagnostic(file, options.maxPageBytes) ? undefined : cache.parse(file).frontmatter;
  if (known?.settings === settings && known.frontmatter === frontmatter) {
    diagnostics.push(...known.diagnostics);
    return known.page;
  }
  const own: Diagnostic[] = [];
  const page = toPage(file, options, own);
  made.set(file, { settings, frontmatter, page, diagnostics: own });
  diagnostics.push(...own);
  return page;
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
  const rawName = path.basename(file.path, ext);
  // `parse_number_prefixes: false` keeps the prefixes of the file and its folders in the id and the URL.
  const keepPrefixes = frontmatter.extra.parse_number_prefixes === false;
  const dir = keepPrefixes ? rawDir : stripNumberPrefixes(rawDir);
  const { prefix, name } = keepPrefixes ? { prefix: undefined, name: rawName } : parseNumberPrefix(rawName);
  const isCategoryIndex = isCategoryIndexFile(rawName, path.basename(rawDir));
  const baseId = frontmatter.id ?? name;
  const localId = dir ? `${dir}/${baseId}` : baseId;
  // Standalone pages get their own id space so `content/pages/index.md` never clashes with a doc id.
  const id = options.kind === 'page' ? `pages/${localId}` : localId;
  const route = joinRoute(options.routeBasePath, docSlug({ dir, baseId, slug: frontmatter.slug, isCategoryIndex }));
  // `..` in a slug resolves like a URL, but one that climbs above the docs root, or a `.`/`..` id, is checked as
  // written: resolving would silently clamp it to the root.
  const written =
    climbsAboveRoot(dir, frontmatter.slug) || /(^|\/)\.\.?(\/|$)/.test(baseId)
      ? joinRoute(options.routeBasePath, `${dir}/${frontmatter.slug ?? baseId}`)
      : route;
  const unsafeRoute = routeDiagnostic(
    written,
    file,
    frontmatter.slug !== undefined ? 'slug' : frontmatter.id !== undefined ? 'id' : undefined,
  );
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
    format: pageFormat(file, frontmatterFormat(frontmatter), options.markdownFormat ?? 'detect'),
    frontmatter,
    body: parsed.body,
    bodyLine: parsed.bodyLine,
    dir,
    numberPrefix: prefix,
    isCategoryIndex,
  };
}

/**
 * Docusaurus's convention for a folder's own page: `index`, `README` or a file named like its folder, compared
 * lowercased and with number prefixes kept (`01-guides/01-guides.md` is one, `01-guides/guides.md` is not). The
 * folder's other files do not matter.
 */
function isCategoryIndexFile(rawFileName: string, rawFolderName: string): boolean {
  const name = rawFileName.toLowerCase();
  return name === 'index' || name === 'readme' || (rawFolderName !== '' && name === rawFolderName.toLowerCase());
}

/**
 * A doc's slug as Docusaurus computes it: an absolute frontmatter slug as is; without one, a category index takes its
 * folder's path; else the frontmatter slug or the id's last part, resolved like a URL against the folder (`../x` works).
 */
function docSlug({
  dir,
  baseId,
  slug,
  isCategoryIndex,
}: {
  dir: string;
  baseId: string;
  slug?: string;
  isCategoryIndex: boolean;
}): string {
  if (slug?.startsWith('/')) return slug;
  const dirSlug = dir ? `/${dir}/` : '/';
  if (slug === undefined && isCategoryIndex) return dirSlug;
  return path.resolve(dirSlug, slug ?? baseId);
}

/** True when a slug's `..` segments climb above the docs root (from the root for an absolute slug, else from `dir`). */
function climbsAboveRoot(dir: string, slug: string | undefined): boolean {
  if (slug === undefined) return false;
  let depth = slug.startsWith('/') ? 0 : dir.split('/').filter(Boolean).length;
  for (const segment of slug.split('/')) {
    if (segment === '..') depth -= 1;
    else if (segment !== '' && segment !== '.') depth += 1;
    if (depth < 0) return true;
  }
  return false;
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
  return {
    severity: 'error',
    file: file.origin,
    message: `page too large: ${mb(bytes)}, over the ${mb(maxBytes)} of markdown.maxPageSize`,
    hint: 'Split the page into several, or raise markdown.maxPageSize (in bytes) in the config.',
  };
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
    diagnostics.push({
      severity: 'error',
      file: file.origin,
      line: lineOfParseError(error, file.contents),
      message: `unreadable category file: ${(error as Error).message}`,
      hint: 'Write a JSON object such as {"label": "Guides", "position": 2}.',
    });
    return undefined;
  }
  const parsed = categorySchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const what = issue.path.length > 0 ? `invalid category \`${issue.path.join('.')}\`` : 'invalid category file';
    diagnostics.push({
      severity: 'error',
      file: file.origin,
      line: 1,
      message: `${what}: ${issue.message}`,
      hint: 'Allowed keys: label, position (number), collapsed and collapsible (true/false), className, description, customProps, link ({type: "doc", id} or {type: "generated-index", slug, title, description}).',
    });
    return undefined;
  }
  const folder = parseNumberPrefix(path.basename(rawDir));
  const dir = stripNumberPrefixes(rawDir);
  const { label, position, collapsed, collapsible, link, ...rest } = parsed.data;
  return {
    ...rest,
    dir,
    label: label ?? folder.name,
    labelSet: label !== undefined,
    position,
    collapsed: collapsed ?? true,
    collapsible: collapsible ?? true,
    link,
    linkDocId: link?.type === 'doc' ? link.id : undefined,
    origin: file.origin,
  };
}

/** Joins the docs base path and a slug into a clean absolute route. */
export function joinRoute(base: string, slug: string): string {
  const joined = `/${base}/${slug}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
