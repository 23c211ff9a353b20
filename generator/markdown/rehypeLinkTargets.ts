// Docusaurus's link forms that are not a route or a relative markdown file: `pathname://`, `@site/` paths, and
// relative links to files next to the page (a PDF, a zip), which the build copies.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { ImageAsset } from '../types.js';
import { decodedUri, isRelativeUrl } from '../urls.js';
import { pageDirOf, sourceDirOf } from './partialPlaces.js';
import { publishableFiles, refuseOutside } from './publishableFiles.js';
import { copiedFileUrl } from './rehypeImages.js';
import { forEachElement } from './treeWalk.js';

const markdownFile = /\.mdx?$/;

/** Where a page's linked files may be published from. */
export interface LinkTargetOptions {
  /** The folders linked files may be published from: the docs folder, the static folder and the project. */
  publishRoots: string[];
}

/**
 * Rehype plugin: `pathname:///x` becomes `/x` (Docusaurus's way to link past its router); `@site/docs/a.md`, and a
 * relative link to markdown written in a partial (from the partial's folder), become the link to that file relative
 * to the page, which the route stage resolves; a relative or `@site/` link to a file that is not markdown is copied as
 * an asset (`file.data.assets`) and linked there, when it may be published as an image may.
 */
export function rehypeLinkTargets(options: LinkTargetOptions) {
  const isPublishable = publishableFiles(options.publishRoots);
  return (tree: Root, file: VFile) => {
    const siteDir = file.data.siteDir as string | undefined;
    const pageDir = pageDirOf(file);
    forEachElement(tree, (node) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string') return;
      if (href.startsWith('pathname://')) {
        node.properties.href = href.slice('pathname://'.length);
        return;
      }
      const dir = sourceDirOf(file, node.position);
      if (!pageDir || !dir || !isRelativeUrl(href)) return;
      const [target = '', hash] = href.split('#');
      const decoded = decodedUri(target);
      const isSitePath = decoded.startsWith('@site/');
      if (isSitePath && !siteDir) return;
      const absolute = isSitePath ? path.join(siteDir!, decoded.slice('@site/'.length)) : path.resolve(dir, decoded);
      if (markdownFile.test(decoded)) {
        if (isSitePath || dir !== pageDir)
          node.properties.href = `${path.relative(pageDir, absolute).split(path.sep).join('/')}${hash === undefined ? '' : `#${hash}`}`;
        return;
      }
      if (!isLinkedFile(absolute)) return;
      if (!isPublishable(absolute, siteDir)) return refuseOutside(file, node, 'linked file', href);
      const asset = { src: href, from: absolute, url: copiedFileUrl('files', absolute, readFileSync(absolute)) };
      ((file.data.assets as ImageAsset[] | undefined) ?? (file.data.assets = [])).push(asset);
      node.properties.href = asset.url;
    });
  };
}

/** Whether a link names a file (which the build copies), rather than a route or a folder. */
function isLinkedFile(absolute: string): boolean {
  if (!path.extname(absolute)) return false;
  try {
    return statSync(absolute).isFile();
  } catch {
    return false;
  }
}
