// One hash per source file's text, computed once: both the frontmatter and markdown caches key on it, and the dev
// server looks up every page in both on each save, so hashing each text once keeps a rebuild from doing it twice.
import { createHash } from 'node:crypto';
import type { SourceFile } from '../types.js';

const hashes = new WeakMap<SourceFile, string>();

/** A hash of the file's origin and text. Source files are never changed once read, so it is kept per object. */
export function sourceHash(file: SourceFile): string {
  let hash = hashes.get(file);
  if (hash === undefined) {
    hash = textHash(file.origin, file.contents);
    hashes.set(file, hash);
  }
  return hash;
}

/** The hash of `contents` as the text of `origin` (see sourceHash). */
export function textHash(origin: string, contents: string): string {
  return createHash('sha1').update(origin).update('\0').update(contents).digest('base64url');
}

/**
 * `files` with each one that is unchanged since `previous` replaced by its earlier object, so that what is kept per
 * object (its hash) is found again. Returns the files and the lookup for the next call.
 */
export function reuseUnchanged(
  files: SourceFile[],
  previous: Map<string, SourceFile>,
): { files: SourceFile[]; byOrigin: Map<string, SourceFile> } {
  const byOrigin = new Map<string, SourceFile>();
  const reused = files.map((file) => {
    const before = previous.get(file.origin);
    const same = before !== undefined && before.path === file.path && before.contents === file.contents;
    const kept = same ? before : file;
    byOrigin.set(file.origin, kept);
    return kept;
  });
  return { files: reused, byOrigin };
}
