// Where the nodes of an inlined partial were written: the partial's paths start from its own folder, and what is
// reported about its nodes names its own file and line.
import path from 'node:path';
import type { Root } from 'mdast';
import type { Point, Position } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** One partial inlined into a page: the offsets its nodes were given, its file and the text they index. */
interface PartialPlace {
  start: number;
  end: number;
  file: string;
  text: string;
}

/** Where a node of a partial was written: the partial's absolute file, and the line and column in it. */
export interface PartialOrigin {
  file: string;
  line: number;
  column: number;
}

/** A partial read for a page: its absolute file, and the text its tree was parsed from. */
export interface PlacedPartial {
  file: string;
  text: string;
}

/**
 * Places the nodes of `tree`, parsed from `partial`, at `at`, the element that imports it. Their lines and columns
 * become the element's, where the page's reports (the link check) point; their offsets move past the page's text and
 * the partials placed before, so that an offset still tells which file a node was written in, and where. Returns the
 * offset the partial's text starts at.
 */
export function placePartial(tree: Root, partial: PlacedPartial, at: Position | undefined, file: VFile): number {
  const places = ((file.data.partialPlaces as PartialPlace[] | undefined) ??= []);
  const start = Math.max(String(file.value ?? '').length, places.at(-1)?.end ?? 0) + 1;
  places.push({ start, end: start + partial.text.length, file: partial.file, text: partial.text });
  visit(tree, (node) => {
    node.position = at && {
      start: moved(at.start, node.position?.start, start),
      end: moved(at.end, node.position?.end, start),
    };
  });
  return start;
}

/** The page's point `page`, with the partial's own offset moved by `base`. */
function moved(page: Point, own: Point | undefined, base: number): Point {
  const { line, column } = page;
  return own?.offset === undefined ? { line, column } : { line, column, offset: base + own.offset };
}

/** The partial a node at `place` was written in, with its line and column there; undefined for the page's nodes. */
export function partialOriginOf(file: VFile, place: Position | Point | null | undefined): PartialOrigin | undefined {
  const offset = offsetOf(place);
  const found = offset === undefined ? undefined : placeAt(file, offset);
  if (!found) return undefined;
  const before = found.text.slice(0, offset! - found.start);
  const lines = before.split('\n');
  return { file: found.file, line: lines.length, column: lines.at(-1)!.length + 1 };
}

/** The folder the relative paths of a node at `place` start from: the partial's it was written in, else the page's. */
export function sourceDirOf(file: VFile, place: Position | Point | null | undefined): string | undefined {
  const offset = offsetOf(place);
  const found = offset === undefined ? undefined : placeAt(file, offset);
  return found ? path.dirname(found.file) : pageDirOf(file);
}

/** The folder of the page in `file`; undefined for a generated page, which has no folder. */
export function pageDirOf(file: VFile): string | undefined {
  return file.path && path.isAbsolute(file.path) ? path.dirname(file.path) : undefined;
}

function offsetOf(place: Position | Point | null | undefined): number | undefined {
  return place && 'start' in place ? place.start.offset : place?.offset;
}

function placeAt(file: VFile, offset: number): PartialPlace | undefined {
  return placesOf(file).find((place) => offset >= place.start && offset <= place.end);
}

function placesOf(file: VFile): PartialPlace[] {
  return (file.data.partialPlaces as PartialPlace[] | undefined) ?? [];
}
