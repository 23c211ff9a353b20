// The options every thread that renders pages builds its processor from: made in one place so that they cannot differ.
import path from 'node:path';
import { readDocusaurusConfig } from '../discover/docusaurusConfig.js';
import type { Plugin, SiteConfig } from '../types.js';
import type { ProcessorOptions } from './pageProcessor.js';

/** Where the site is: the project and the docs folder. */
export interface SiteFolders {
  rootDir: string;
  docsDir: string;
}

/** The processor options of a site with `config` and its `plugins` (sitePlugins), in `folders`. */
export function markdownOptionsOf(config: SiteConfig, plugins: Plugin[], folders: SiteFolders): ProcessorOptions {
  return {
    rootDir: folders.rootDir,
    docsDir: folders.docsDir,
    staticDir: path.resolve(folders.rootDir, config.staticDir),
    toc: config.themeConfig.tableOfContents,
    sanitize: config.markdown.sanitize,
    remarkPlugins: plugins.flatMap((p) => p.remarkPlugins ?? []),
    rehypePlugins: plugins.flatMap((p) => p.rehypePlugins ?? []),
    components: config.markdown.components,
    singleDollarMath: readDocusaurusConfig(folders.docsDir)?.remarkMath,
  };
}
