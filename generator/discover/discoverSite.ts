// The discover stage of a whole site: the docs folder, the standalone pages folder and the plugins' files, as pages.
import path from 'node:path';
import type {
  CategoryMeta,
  Diagnostic,
  SidebarsFile,
  SiteConfig,
  SourceFile,
  SourcePage,
  StaticFile,
  TagDefinitions,
} from '../types.js';
import {
  docusaurusConfigWarning,
  mermaidWarning,
  readDocusaurusConfig,
  unreadSidebarPathWarning,
} from './docusaurusConfig.js';
import { findSidebarsFile, loadSidebarsFile } from './loadSidebarsFile.js';
import { versionedDocsNotice } from './versionedDocsNotice.js';
import { discoverPages } from './discoverPages.js';
import type { MarkdownFormat } from './pageFormat.js';
import type { FrontmatterCache } from './frontmatterCache.js';
import { gitLastUpdated } from './gitLastUpdated.js';
import { readDocFile, readDocsTree } from './readDocsTree.js';
import { isWithin } from '../isWithin.js';
import { unchangedFiles, type UnchangedFiles } from './unchangedFiles.js';
import { readStaticFolders } from './readStaticFolder.js';
import { inlineTagDiagnostics, readTagsFile } from './tagsFile.js';
import { reuseUnchanged } from './sourceHash.js';

/** The pages of a site, its categories, and what was wrong with them. */
export interface DiscoveredSite {
  pages: SourcePage[];
  categories: CategoryMeta[];
  /** The sidebars of a `sidebars.js`/`.ts` beside the docs folder, when there is one. */
  sidebarsFile?: SidebarsFile;
  /** The tags of a `tags.yml` at the root of the docs folder, when there is one. */
  tagsFile?: TagDefinitions;
  /** The files of the static folder, to be copied as they are. */
  staticFiles: StaticFile[];
  diagnostics: Diagnostic[];
}

/** Where a site's files are and how to read them. */
export interface SiteSources {
  config: SiteConfig;
  rootDir: string;
  docsDir: string;
  /** Drafts are kept in dev mode. */
  includeDrafts: boolean;
  frontmatterCache: FrontmatterCache;
}

/** A reader of the project's files that keeps what does not change between calls (the dev server calls it on every edit). */
export interface SourceReader {
  /** The files of a docs folder; unchanged ones as the objects last read, and with them their hashes (see sourceHash). */
  docFiles(docsDir: string): SourceFile[];
  /**
   * From now on every change to the project's files is reported (noteChanges), so that docFiles, once it has listed
   * the folder again, reads only the files written since its last call: it neither lists the folder nor looks at the
   * other files. Any other change (a file added or deleted) makes it list and look at every file again.
   */
  trackChanges(): void;
  /** Files written (`written`, absolute paths), and whether anything else changed (`other`). */
  noteChanges(written: Iterable<string>, other: boolean): void;
  /** Commit dates by file; they change only with commits, not with edits, so `git log` runs once per folder. */
  lastUpdated(docsDir: string): Promise<Map<string, number>>;
}

/** A reader for the project in `rootDir`. */
export function createSourceReader(rootDir: string): SourceReader {
  let lastDocFiles = new Map<string, SourceFile>();
  const lastUpdatedByDir = new Map<string, Promise<Map<string, number>>>();
  const unchanged = unchangedFiles();
  let tracking = false;
  // The files written since docFiles listed `listed.docsDir`; undefined when something else may have changed.
  let written: Set<string> | undefined;
  let listed: { docsDir: string; files: SourceFile[] } | undefined;
  const readFiles = (docsDir: string): SourceFile[] =>
    (written && listed?.docsDir === docsDir
      ? rereadWritten(listed.files, written, docsDir, rootDir, unchanged)
      : undefined) ?? readDocsTree(docsDir, rootDir, { unchanged });
  return {
    docFiles(docsDir) {
      const docs = reuseUnchanged(readFiles(docsDir), lastDocFiles);
      lastDocFiles = docs.byOrigin;
      listed = { docsDir, files: docs.files };
      written = tracking ? new Set() : undefined;
      return docs.files;
    },
    trackChanges() {
      tracking = true;
      written = undefined;
    },
    noteChanges(files, other) {
      if (other) written = undefined;
      else for (const file of files) written?.add(file);
    },
    lastUpdated(docsDir) {
      if (!lastUpdatedByDir.has(docsDir)) lastUpdatedByDir.set(docsDir, gitLastUpdated(rootDir, docsDir));
      return lastUpdatedByDir.get(docsDir)!;
    },
  };
}

/**
 * `files`, as listed before, with those in `written` (absolute paths) read again; undefined when a file written in
 * `docsDir` is not one of them or is gone since (the folder is listed again then).
 */
function rereadWritten(
  files: SourceFile[],
  written: ReadonlySet<string>,
  docsDir: string,
  rootDir: string,
  unchanged: UnchangedFiles,
): SourceFile[] | undefined {
  if (written.size === 0) return files;
  const absolute = files.map((file) => path.join(docsDir, file.path));
  const listedFiles = new Set(absolute);
  if ([...written].some((file) => isWithin(file, docsDir) && !listedFiles.has(file))) return undefined;
  try {
    return files.map((file, i) =>
      written.has(absolute[i]!) ? readDocFile(absolute[i]!, file.path, rootDir, unchanged) : file,
    );
  } catch {
    return undefined;
  }
}

/**
 * Every page of the site: the docs with the plugins' generated docs, and the standalone pages with the plugins' pages.
 * The generated docs belong to the config's docs folder: another folder given with `--docs` is built without them.
 */
export async function discoverSite(
  sources: SiteSources,
  reader: SourceReader,
  generated: { docs: SourceFile[]; pages: SourceFile[] },
): Promise<DiscoveredSite> {
  const { config, rootDir, docsDir, includeDrafts, frontmatterCache } = sources;
  const lastUpdatedLoading = reader.lastUpdated(docsDir);
  const docs = reader.docFiles(docsDir);
  const pageFiles = readDocsTree(path.join(rootDir, config.pagesDir), rootDir, { optional: true });
  const lastUpdated = await lastUpdatedLoading;
  const generatedDocs = configDescribesDocs(sources) ? generated.docs : [];
  const found = discoverPages([...docs, ...generatedDocs], {
    routeBasePath: config.docs.routeBasePath,
    includeDrafts,
    frontmatterCache,
    maxPageBytes: config.markdown.maxPageSize,
    markdownFormat: docsFormatOf(sources),
  });
  const standalone = discoverPages([...pageFiles, ...generated.pages], {
    routeBasePath: '/',
    includeDrafts,
    kind: 'page',
    frontmatterCache,
    maxPageBytes: config.markdown.maxPageSize,
    markdownFormat: config.markdown.format,
  });
  for (const page of found.pages) page.lastUpdated = lastUpdated.get(page.source.origin);
  frontmatterCache.save();
  const docusaurus = readDocusaurusConfig(docsDir);
  const sidebarsPath = findSidebarsFile(docsDir, docusaurus?.sidebarPath);
  const sidebars = sidebarsPath ? await loadSidebarsFile(sidebarsPath, rootDir) : { diagnostics: [] };
  const versions = versionedDocsNotice(docsDir, rootDir);
  const unparsedConfig = docusaurusConfigWarning(docsDir, rootDir);
  const unreadSidebarPath = docusaurus && unreadSidebarPathWarning(docusaurus, sidebarsPath, rootDir);
  const mermaid = docusaurus && mermaidWarning(docusaurus, rootDir);
  const statics = readStaticFolders(staticDirsOf(sources), rootDir);
  const tags = readTagsFile(docsDir, rootDir);
  const diagnostics = [
    ...standalone.diagnostics,
    ...found.diagnostics,
    ...sidebars.diagnostics,
    ...(versions ? [versions] : []),
    ...(unparsedConfig ? [unparsedConfig] : []),
    ...(unreadSidebarPath ? [unreadSidebarPath] : []),
    ...(mermaid ? [mermaid] : []),
    ...statics.diagnostics,
    ...tags.diagnostics,
    ...inlineTagDiagnostics(found.pages, tags.tags, docusaurus?.onInlineTags ?? 'warn'),
  ];
  return {
    pages: [...standalone.pages, ...found.pages],
    categories: found.categories,
    sidebarsFile: sidebars.sidebars,
    tagsFile: tags.tags,
    staticFiles: statics.files,
    diagnostics,
  };
}

/** The pages of the docs folder alone, without the plugins' (a bad file is left to the discover stage to report). */
export function writtenDocPages(sources: SiteSources, reader: SourceReader): SourcePage[] {
  try {
    return discoverPages(reader.docFiles(sources.docsDir), {
      routeBasePath: sources.config.docs.routeBasePath,
      includeDrafts: sources.includeDrafts,
      frontmatterCache: sources.frontmatterCache,
      maxPageBytes: sources.config.markdown.maxPageSize,
      markdownFormat: docsFormatOf(sources),
    }).pages;
  } catch {
    return [];
  }
}

/**
 * The static folders published at the site root: the config's, and for a docs folder given with `--docs` the
 * `static` folder beside it (a Docusaurus site's default), whose files win.
 */
function staticDirsOf(sources: SiteSources): string[] {
  const { config, rootDir, docsDir } = sources;
  const configured = path.resolve(rootDir, config.staticDir);
  if (configDescribesDocs(sources)) return [configured];
  return [configured, path.join(path.dirname(docsDir), 'static')];
}

/**
 * How the docs folder's pages are parsed: the config's `markdown.format` for the folder it names; for another folder
 * given with `--docs`, which the config does not describe, the `markdown.format` of the Docusaurus config beside it,
 * else Docusaurus's default (`mdx`).
 */
function docsFormatOf(sources: SiteSources): MarkdownFormat {
  if (configDescribesDocs(sources)) return sources.config.markdown.format;
  return readDocusaurusConfig(sources.docsDir)?.markdownFormat ?? 'mdx';
}

/** True when the docs folder is the one the config names (not another folder given with `--docs`). */
export function configDescribesDocs({ config, rootDir, docsDir }: Pick<SiteSources, 'config' | 'rootDir' | 'docsDir'>) {
  return docsDir === path.resolve(rootDir, config.docs.path);
}
