// Resolves images: relative files are copied as hashed assets, every local image gets its width and height.
// Works on the HTML tree, so that markdown images, `<img>` in a page's HTML and `<img>` in MDX are treated alike.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import type { VFile } from 'vfile';
import type { ImageAsset } from '../types.js';
import { decodedUri, isExternalUrl } from '../urls.js';
import { partialOriginOf, sourceDirOf } from './partialPlaces.js';
import { publishableFiles, refuseOutside, type PublishableCheck } from './publishableFiles.js';
import { svgRootAttributes, svgSize } from './svgImage.js';
import { forEachElement } from './treeWalk.js';

/** Where a page's images are looked up. */
export interface ImageOptions {
  /** Absolute static folder, served at the site root. */
  staticDir: string;
  /** The folders images may be published from: the docs folder, the static folder and the project. */
  publishRoots: string[];
}

/** Rehype plugin: checks local images exist, sets their size, and records files to copy in `file.data.assets`. */
export function rehypeImages(options: ImageOptions) {
  const isPublishable = publishableFiles(options.publishRoots);
  return (tree: Root, file: VFile) => {
    const assets: ImageAsset[] = [];
    forEachElement(tree, (node) => {
      const src = node.properties.src;
      if (node.tagName !== 'img' || typeof src !== 'string' || !src || isExternalUrl(src)) return;
      const asset = resolveImage(node, src, file, options.staticDir, isPublishable);
      if (asset) assets.push(asset);
    });
    file.data.assets = assets;
  };
}

/**
 * Checks one local image (found, publishable, of the format its name says) and gives it its size; returns the file to
 * copy when the image is not in the static folder (its `src` then points at the copy).
 */
function resolveImage(
  node: Element,
  src: string,
  file: VFile,
  staticDir: string,
  isPublishable: PublishableCheck,
): ImageAsset | undefined {
  const [urlPath = ''] = src.split(/[?#]/);
  const decoded = decodedUri(urlPath);
  const found = findImage(decoded, staticDir, file, sourceDirOf(file, node.position));
  if (!found) {
    const message = file.message(`image not found: ${src}`, {
      place: node.position,
      ruleId: 'missing-image',
      source: 'docsgen',
    });
    // A JSX <img> of an MDX page is left as written, as Docusaurus leaves it: a warning, not an error.
    message.fatal = !(file.data.jsxImagePlaces as Set<number> | undefined)?.has(node.position?.start.offset ?? -1);
    message.note = decoded.startsWith('/')
      ? `Put the file at ${path.join(path.basename(staticDir), decoded)} or fix the path.`
      : `Fix the path; it is relative to the ${partialOriginOf(file, node.position) ? "partial's" : 'page'} file.`;
    return undefined;
  }
  const { bytes, from, copy } = found;
  if (!isPublishable(from, file.data.siteDir as string | undefined)) {
    refuseOutside(file, node, 'image', src);
    return undefined;
  }
  const facts = imageFacts(bytes);
  const mismatch = formatMismatch(decoded, facts.type);
  if (mismatch) {
    const message = file.message(`image ${src} ${mismatch}`, {
      place: node.position,
      ruleId: 'image-format',
      source: 'docsgen',
    });
    message.note = 'Give the file the extension of its format, or replace it with a real image.';
  }
  const asset = copy ? { src, from, url: copiedFileUrl('img', decoded, bytes) } : undefined;
  if (asset) node.properties.src = asset.url;
  setSize(node, facts.size);
  return asset;
}

/** Gives an image the width and height of its file, and lazy loading; an author's own attributes win. */
function setSize(node: Element, size: ImageFacts['size']): void {
  // An author's own width and height win (an `<img>` drawn smaller than its file).
  const { width, height, loading, decoding } = node.properties;
  if (size)
    Object.assign(node.properties, {
      width: width ?? size.width,
      height: height ?? size.height,
      loading: loading ?? 'lazy',
      decoding: decoding ?? 'async',
    });
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
 * site's, for a docs folder given with `--docs`); `@site/x` in that site folder; anything else in `dir`, the folder of
 * the file that writes it (the page, or a partial it imports). `file.data.siteDir` is the folder holding the docs
 * folder; generated pages have no folder.
 */
function findImage(decoded: string, staticDir: string, file: VFile, dir: string | undefined): FoundImage | undefined {
  const siteDir = file.data.siteDir as string | undefined;
  const candidates: Array<{ from: string; copy: boolean }> = [];
  if (decoded.startsWith('@site/')) {
    if (siteDir) candidates.push({ from: path.join(siteDir, decoded.slice('@site/'.length)), copy: true });
  } else if (decoded.startsWith('/')) {
    candidates.push({ from: path.join(staticDir, decoded), copy: false });
    if (siteDir && path.join(siteDir, 'static') !== staticDir)
      candidates.push({ from: path.join(siteDir, 'static', decoded), copy: true });
  } else if (dir) candidates.push({ from: path.resolve(dir, decoded), copy: true });
  for (const candidate of candidates) {
    try {
      return { ...candidate, bytes: readFileSync(candidate.from) };
    } catch {
      // Not there: the next place, or not found.
    }
  }
  return undefined;
}

/** The format image-size names for each image extension whose bytes it can recognise. */
const formatOfExtension: Record<string, string> = {
  '.png': 'png',
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.gif': 'gif',
  '.webp': 'webp',
  '.svg': 'svg',
  '.bmp': 'bmp',
  '.ico': 'ico',
};

/** What an image's bytes are: the format image-size names (undefined when none) and the size, when known. */
interface ImageFacts {
  type: string | undefined;
  size?: { width: number; height: number };
}

/**
 * Reads an image's format and size from its bytes. An SVG is one whose root element is `<svg>`, read however long
 * its start tag is: image-size looks for the tag in the first kilobyte only, and anywhere in it (an HTML page holding
 * an `<svg>` would pass).
 */
function imageFacts(bytes: Buffer): ImageFacts {
  const svg = svgRootAttributes(bytes);
  if (svg) return { type: 'svg', size: svgSize(svg) };
  try {
    const { type, width, height } = imageSize(bytes);
    if (type === 'svg') return { type: undefined };
    return { type, size: width && height ? { width, height } : undefined };
  } catch {
    return { type: undefined };
  }
}

/** Why an image whose bytes are of format `found` is not what its extension says (a text file named `.png`). */
function formatMismatch(file: string, found: string | undefined): string | undefined {
  const expected = formatOfExtension[path.extname(file).toLowerCase()];
  if (!expected || found === expected) return undefined;
  return found
    ? `is named ${path.extname(file)} but holds ${found.toUpperCase()} data`
    : `is named ${path.extname(file)} but is not an image of that format`;
}
