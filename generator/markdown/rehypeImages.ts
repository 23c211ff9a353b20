// Resolves images: relative files are copied as hashed assets, every local image gets its width and height.
// Works on the HTML tree, so that markdown images, `<img>` in a page's HTML and `<img>` in MDX are treated alike.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { imageSize } from 'image-size';
import type { VFile } from 'vfile';
import type { ImageAsset } from '../types.js';
import { decodedUri, isExternalUrl } from '../urls.js';
import { forEachElement } from './treeWalk.js';

/** Where a page's images are looked up. */
export interface ImageOptions {
  /** Absolute static folder, served at the site root. */
  staticDir: string;
}

/** Rehype plugin: checks local images exist, sets their size, and records files to copy in `file.data.assets`. */
export function rehypeImages(options: ImageOptions) {
  return (tree: Root, file: VFile) => {
    const assets: ImageAsset[] = [];
    forEachElement(tree, (node) => {
      const src = node.properties.src;
      if (node.tagName !== 'img' || typeof src !== 'string' || !src || isExternalUrl(src)) return;
      const [urlPath = ''] = src.split(/[?#]/);
      const decoded = decodedUri(urlPath);
      const found = findImage(decoded, options.staticDir, file);
      if (!found) {
        const message = file.message(`image not found: ${src}`, { place: node.position, ruleId: 'missing-image', source: 'docsgen' });
        // A JSX <img> of an MDX page is left as written, as Docusaurus leaves it: a warning, not an error.
        message.fatal = !(file.data.jsxImagePlaces as Set<number> | undefined)?.has(node.position?.start.offset ?? -1);
        message.note = decoded.startsWith('/') ? `Put the file at ${path.join(path.basename(options.staticDir), decoded)} or fix the path.` : 'Fix the path; it is relative to the page file.';
        return;
      }
      const { bytes, from, copy } = found;
      if (copy) {
        const url = copiedFileUrl('img', decoded, bytes);
        assets.push({ src, from, url });
        node.properties.src = url;
      }
      const size = safeSize(bytes);
      // An author's own width and height win (an `<img>` drawn smaller than its file).
      const { width, height, loading, decoding } = node.properties;
      if (size) Object.assign(node.properties, { width: width ?? size.width, height: height ?? size.height, loading: loading ?? 'lazy', decoding: decoding ?? 'async' });
    });
    file.data.assets = assets;
  };
}

/** Where the build serves a copied file: `/assets/<folder>/<name>-<hash of its bytes><ext>`. */
export function copiedFileUrl(folder: 'img' | 'files', fileName: string, bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 8);
  const extension = path.extname(fileName);
  return `/assets/${folder}/${path.basename(fileName, extension)}-${hash}${extension}`;
}

/** An image file: its bytes, where it is, and whether the build copies it (anything not in the static folder). */
interface FoundImage {
  bytes: Buffer;
  from: string;
  copy: boolean;
}

/**
 * Looks an image up: `/x` in the static folder, else in the `static` folder beside the docs folder (a Docusaurus
 * site's, for a docs folder given with `--docs`); `@site/x` in that site folder; anything else next to the page.
 * `file.data.siteDir` is the folder holding the docs folder; generated pages (no absolute path) have no folder.
 */
function findImage(decoded: string, staticDir: string, file: VFile): FoundImage | undefined {
  const siteDir = file.data.siteDir as string | undefined;
  const pageDir = file.path && path.isAbsolute(file.path) ? path.dirname(file.path) : undefined;
  const candidates: Array<{ from: string; copy: boolean }> = [];
  if (decoded.startsWith('@site/')) {
    if (siteDir) candidates.push({ from: path.join(siteDir, decoded.slice('@site/'.length)), copy: true });
  } else if (decoded.startsWith('/')) {
    candidates.push({ from: path.join(staticDir, decoded), copy: false });
    if (siteDir && path.join(siteDir, 'static') !== staticDir) candidates.push({ from: path.join(siteDir, 'static', decoded), copy: true });
  } else if (pageDir) candidates.push({ from: path.resolve(pageDir, decoded), copy: true });
  for (const candidate of candidates) {
    try {
      return { ...candidate, bytes: readFileSync(candidate.from) };
    } catch {
      // Not there: the next place, or not found.
    }
  }
  return undefined;
}

function safeSize(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
