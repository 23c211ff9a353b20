// The data that flows between the pipeline stages, one type per stage boundary.
import type { Root as MdastRoot } from 'mdast';
import type { PluggableList } from 'unified';
import type { CacheEntries } from './cache/buildCache.js';
import type { SchemaInput, SchemaOutput } from './config/schema.js';

/** Settings after validation and defaults (the schema in config/schema.ts checks them; this type adds the plugin hooks). */
export type SiteConfig = Omit<SchemaOutput, 'plugins'> & { plugins: Plugin[] };
/** Settings as written in site.config.ts. */
export type SiteConfigInput = Omit<SchemaInput, 'plugins'> & { plugins?: Plugin[] };

/** How bad a diagnostic is: errors fail the build (exit 1), warnings are printed. */
export type Severity = 'error' | 'warning';

/** A problem found by a stage, pointing at the source it came from. */
export interface Diagnostic {
  severity: Severity;
  message: string;
  /** Project-relative file path (or a package path such as `@uniswap/v4-core/src/PoolManager.sol`). */
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it. */
  hint?: string;
}

/**
 * A source file in a docs tree, real or made by a plugin. `path` is POSIX and relative to the docs
 * root, with Docusaurus number prefixes still in place (`03-concepts/01-overview.md`).
 */
export interface SourceFile {
  path: string;
  contents: string;
  /** Where the text lives, for diagnostics: a project-relative path or a package path. */
  origin: string;
  /** For generated files: the line of `origin` every diagnostic in this file points at (the declaration it came from). */
  originLine?: number;
  /** For copies with lines added (blog posts): `count` lines were inserted after line `after` of the origin. */
  insertedLines?: { after: number; count: number };
  /** Why the file could not be read as text (binary, not UTF-8); `contents` is then empty. */
  notText?: string;
  /** Name of the plugin that made the file; unset for files on disk. */
  generatedBy?: string;
  /**
   * For generated markdown: hands over the syntax tree that `contents` parses to, built along with it, so that the
   * markdown stage need not parse what a generator has just written. Once only (the markdown stage changes the tree it
   * renders), and never from a cache: when it gives nothing, `contents` is parsed.
   */
  takeTree?: () => MdastRoot | undefined;
}

/** Frontmatter keys docsgen understands; anything else is kept in `extra`. */
export interface Frontmatter {
  id?: string;
  slug?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  /** The sidebar shown on the page, when it is not the one the page is in (null: none). */
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  draft?: boolean;
  /** Built and reachable by its URL, but left out of sidebars, pagination, search and the sitemap (noindex). */
  unlisted?: boolean;
  description?: string;
  keywords?: string[];
  image?: string;
  tags?: Array<string | { label: string; permalink?: string; description?: string }>;
  pagination_label?: string;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  custom_edit_url?: string | null;
  last_update?: { date?: string | Date; author?: string };
  format?: 'md' | 'mdx' | 'detect';
  extra: Record<string, unknown>;
}

/** A doc page as discovery found it: where it lives, its id and its route. */
export interface SourcePage {
  /** `doc` for the docs set (sidebars, breadcrumbs), `page` for standalone pages such as the landing page. */
  kind: 'doc' | 'page';
  /** Doc id as Docusaurus computes it: folder path without number prefixes + frontmatter id or file name. */
  id: string;
  /** Absolute URL path, e.g. `/concepts/overview`. */
  route: string;
  /** The sidebar it belongs to (first path segment: api, concepts, contracts, sdk). */
  sidebar: string;
  source: SourceFile;
  format: 'md' | 'mdx';
  frontmatter: Frontmatter;
  /** Markdown body without the frontmatter block. */
  body: string;
  /** Line in `source.contents` where `body` starts (1-based). */
  bodyLine: number;
  /** Folder path without number prefixes, relative to the docs root (`concepts/protocol`). */
  dir: string;
  /** Number prefix of the file name, if any (Docusaurus uses it as a fallback position). */
  numberPrefix?: number;
  /** True for `index`/`README`/same-name-as-folder pages that act as a category's own page. */
  isCategoryIndex: boolean;
  /** Last commit time of the source file (ms since epoch), when known. */
  lastUpdated?: number;
}

/** Where a category links: a doc, a generated index page of its items, or (null) nowhere. */
type CategoryLink = { type: 'doc'; id: string } | ({ type: 'generated-index' } & GeneratedIndexOptions) | null;

/** What a generated index page may set (Docusaurus's `link: { type: 'generated-index' }`). */
interface GeneratedIndexOptions {
  slug?: string;
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
}

/** `_category_.json` (or `.yml`) of a folder. */
export interface CategoryMeta {
  /** Folder path without number prefixes, relative to the docs root. */
  dir: string;
  label: string;
  /** True when `label` was written in the file (else it is the folder's name). */
  labelSet?: boolean;
  position?: number;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** Written `link`; undefined when the file has none (the folder's index page, if any, is the link). */
  link?: CategoryLink;
  /** Route of the category's own page, if it has one (index page or `link` of type doc). */
  linkDocId?: string;
  origin: string;
}

/** A Docusaurus sidebars file as loaded: where it is (project-relative, for diagnostics) and what it exports. */
/** The tags a Docusaurus tags file defines, by key, completed with their default label and permalink. */
export type TagDefinitions = Map<string, { label: string; permalink: string; description?: string }>;

export interface SidebarsFile {
  file: string;
  value: unknown;
}

/** A heading of a rendered page. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

/** An item of the table of contents: levels 2–3, nested. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
  children: TocItem[];
}

/** A link found in a page, for the link checker and route rewriting. */
export interface PageLink {
  href: string;
  line?: number;
  column?: number;
}

/** A page after the markdown stage. */
export interface RenderedPage {
  page: SourcePage;
  title: string;
  description: string;
  /** The body as HTML (serialised once here and cached; the layout places it as is). */
  html: string;
  /** Every element id of the body: the targets of `#anchor` links. */
  ids: string[];
  headings: Heading[];
  toc: TocItem[];
  links: PageLink[];
  /** Plain text of the body (code blocks left out), for descriptions. */
  text: string;
  /** The body split at h2/h3 headings, for search hits that point at a heading. */
  sections: PageSection[];
  /** True when the body has its own h1 (then the layout does not add one). */
  hasH1: boolean;
  /** True when the body holds `<DocCardList />` markers (docCardListMarker) for the routes stage to fill. */
  docCardLists?: boolean;
  /** Markdown source of the page for `.md` copies and llms-full.txt. */
  markdown: string;
  /** Images next to the page that the build copies. */
  assets: ImageAsset[];
  diagnostics: Diagnostic[];
  /** The markdown cache's key of this result, when it is cached: with the partials above, it names the page's body. */
  contentKey?: string;
}

/** An image the build must copy. */
export interface ImageAsset {
  /** The image's address as the page wrote it (`./img/flow.png`). */
  src: string;
  /** The file on disk. */
  from: string;
  /** Where the build serves it. */
  url: string;
}

/** A stretch of a page under one heading (the intro has an empty `id`). */
export interface PageSection {
  id: string;
  heading: string;
  text: string;
}

/** One entry in a sidebar. */
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** The doc linked to; unset for a plain link (an external URL or a path of the site). */
  docId?: string;
  /** A `ref` item of a sidebars file: links the doc without making this sidebar the doc's own. */
  ref?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  collapsible: boolean;
  /** The category's own page, if any. */
  href?: string;
  /** Set when the category's page is a generated index of its items (then `href` is its route). */
  generatedIndex?: GeneratedIndexOptions;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  items: SidebarItem[];
}

/** Raw HTML in a sidebar (Docusaurus's `type: 'html'` item). */
interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
}

/** A card of a category's index: one item of the category. */
export interface CategoryCard {
  title: string;
  description: string;
  href: string;
  /** `category` for a sub-category (its card counts its items), `link` for a page. */
  kind: 'category' | 'link';
}

/** A breadcrumb on a doc page. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** Where a doc page sits in the site. */
export interface DocRoute {
  docId: string;
  route: string;
  sidebar: string;
  breadcrumbs: Breadcrumb[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  /** The doc's tags with the routes of their pages. */
  tags?: Array<{ label: string; href: string }>;
}

/** A client redirect written as a static stub. */
export interface Redirect {
  from: string;
  to: string;
}

/** The docs registry: one entry per docs version. */
export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: Array<{ id: string; path: string; sidebar: string }>;
}

/** Everything the router knows. */
export interface RouteTable {
  docs: Map<string, DocRoute>;
  sidebars: Record<string, SidebarItem[]>;
  redirects: Redirect[];
  version: DocsVersion;
  /** The cards of each category with a page, by that page's route (what `@theme/DocCardList` shows there). */
  categoryCards: Map<string, CategoryCard[]>;
}

/** A file the build writes, relative to the output folder. */
export interface OutputFile {
  path: string;
  /** May be a getter that makes the contents on first use: see `key`. */
  contents: string | Uint8Array;
  /**
   * The same contents in pieces, for a file made of many (llms-full.txt holds every page): the emit stage writes them
   * one after the other rather than the whole text at once.
   */
  pieces?: () => Iterable<string>;
  /**
   * A key of what the contents are made from, when its maker knows one: the emit stage then keeps the previous
   * build's file of the same key without asking for the contents (otherwise it hashes them).
   */
  key?: string;
}

/** What a plugin can see when it loads content. */
export interface PluginContext {
  config: SiteConfig;
  /** Absolute path of the project root. */
  rootDir: string;
  /** Where the plugin may keep work between builds, in a namespace of its own name (keys: what the work was made from). */
  cache: CacheEntries;
  /**
   * True when the build is of a docs folder other than the config's (given with `--docs`): the docs plugins add are
   * left out of it, so a plugin that only adds docs, or prepares for the config's own pages, may skip that work.
   */
  otherDocsFolder?: boolean;
}

/** What `loadContent` returns. */
export interface PluginContent {
  /** Extra files placed in the docs tree (markdown pages and `_category_.json`). */
  docs?: SourceFile[];
  /** Extra standalone pages (no sidebar), routed from `/` by path like `content/pages` (e.g. `search.md` → `/search`). */
  pages?: SourceFile[];
  diagnostics?: Diagnostic[];
}

/** What a plugin can see after every page is rendered. */
export interface PostBuildContext extends PluginContext {
  pages: RenderedPage[];
  routes: RouteTable;
  /** Hashed browser assets by entry name. */
  assets: Record<string, string>;
}

/** A docsgen plugin: a name and a few typed hooks. */
export interface Plugin {
  name: string;
  /** Adds source files to the docs tree (generated reference pages, for example). */
  loadContent?(ctx: PluginContext): Promise<PluginContent> | PluginContent;
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Adds files to the build output (indexes, feeds, sitemaps). */
  postBuild?(ctx: PostBuildContext): Promise<OutputFile[]> | OutputFile[];
  /** Tags added to the `<head>` of every page (feed links, for example). */
  headTags?(ctx: { config: SiteConfig }): HeadTag[];
}

/** A tag for the `<head>` of every page. */
export interface HeadTag {
  tagName: 'link' | 'meta';
  attributes: Record<string, string>;
}

/** Hashed browser assets: the stylesheet and the island entry. */
export interface ThemeAssets {
  css: string;
  js: string;
}

/** The bundled files and the public URLs of the entries. */
export interface BundleResult {
  files: OutputFile[];
  assets: ThemeAssets;
}

/** A file copied into the site as it is: its path in the site and the file to copy. */
export interface CopiedFile {
  path: string;
  from: string;
}

/** A file made only when it is written, and dropped after (a page: the site is never in memory at once). */
export interface PendingFile {
  path: string;
  render(): string;
  /** The page `render` renders, for a thread that renders it instead (see emit/pageThreads.ts). */
  page?: RenderedPage;
}

/** A file of the previous build kept as it is, with the key of its inputs. */
export interface KeptFile extends CopiedFile {
  key: string;
}

/** A file of the static folder: its path in the site and the file to copy. */
export type StaticFile = CopiedFile;

/** Everything known about the site before HTML is written. */
export interface SiteModel {
  config: SiteConfig;
  plugins: Plugin[];
  pages: RenderedPage[];
  categories: CategoryMeta[];
  routes: RouteTable;
  bundle: BundleResult;
  docsDir: string;
  rootDir: string;
  /** The files of the static folder, published at the site root. */
  staticFiles: StaticFile[];
  /** Commit the site is built from (REACT_APP_GIT_COMMIT_HASH, else `git rev-parse HEAD`), for analytics. */
  gitCommitHash?: string;
}
