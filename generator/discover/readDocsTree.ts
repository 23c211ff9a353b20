// Reads a docs folder into SourceFiles: markdown pages and category metadata.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, SourceFile } from '../types.js';
import { readAgainFrom } from './releasedSourceText.js';
import type { UnchangedFiles } from './unchangedFiles.js';

const docFile = /(\.mdx?|^_category_\.json|^_category_\.ya?ml)$/;

/** An error if `docsDir` is not a folder (a mistyped `--docs` or `docs.path`), else undefined. */
export function missingDocsFolder(docsDir: string, rootDir: string): Diagnostic | undefined {
  if (existsSync(docsDir) && statSync(docsDir).isDirectory()) return undefined;
  return {
    severity: 'error',
    message: `docs folder not found: ${toPosix(path.relative(rootDir, docsDir)) || '.'}`,
    hint: 'Pass --docs a folder of markdown pages, or set docs.path in the config.',
  };
}

/**
 * Every `.md`, `.mdx` and `_category_` file under `docsDir`, paths POSIX and relative to it. Read synchronously: for a
 * few hundred small files, a promise per read through libuv's thread pool costs several times a plain loop. With
 * `unchanged` (the dev server's, on every save), a file unchanged since it was last read is not read again.
 */
export function readDocsTree(
  docsDir: string,
  rootDir: string,
  options: { optional?: boolean; unchanged?: UnchangedFiles } = {},
): SourceFile[] {
  if (options.optional && !existsSync(docsDir)) return [];
  const entries = readdirSync(docsDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && docFile.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, relative: path.relative(docsDir, file) };
    })
    .filter(({ relative }) => !isIgnored(relative))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return files.map(({ file, relative }) => readDocFile(file, toPosix(relative), rootDir, options.unchanged));
}

/** The docs file `file` (absolute; `relative` to the docs folder, POSIX), or the object read before if unchanged. */
export function readDocFile(file: string, relative: string, rootDir: string, unchanged?: UnchangedFiles): SourceFile {
  const known = unchanged?.reuse(file);
  if (known?.path === relative) return known;
  const source = { path: relative, ...readText(file), origin: toPosix(path.relative(rootDir, file)) };
  readAgainFrom(source, () => readText(file));
  unchanged?.remember(file, source);
  return source;
}

/** The error for a page file that is not text, or undefined when it is. */
export function notTextDiagnostic(file: SourceFile): Diagnostic | undefined {
  if (!file.notText) return undefined;
  return {
    severity: 'error',
    file: file.origin,
    message: `cannot read ${path.basename(file.path)}: ${file.notText}`,
    hint: 'Save the file as UTF-8 text, or give a file that is not a page another extension.',
  };
}

/** Decodes UTF-8 and refuses anything else; also drops a leading byte-order mark, which would hide the frontmatter. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a page file, or why it is not text (a binary file, another encoding) with empty contents. */
function readText(file: string): { contents: string; notText?: string } {
  const bytes = readFileSync(file);
  if (bytes.includes(0))
    return { contents: '', notText: 'it holds NUL bytes, so it is a binary file rather than text' };
  try {
    return { contents: utf8.decode(bytes) };
  } catch {
    return { contents: '', notText: 'it is not UTF-8 text' };
  }
}

/**
 * Docusaurus skips files and folders starting with `_` (partials), except `_category_` files, and, as its file
 * globbing does, hidden files and folders (starting with `.`).
 */
function isIgnored(relativePath: string): boolean {
  const segments = relativePath.split(path.sep);
  const name = segments.pop() ?? '';
  return (
    segments.some((s) => s.startsWith('_') || s.startsWith('.')) ||
    name.startsWith('.') ||
    (name.startsWith('_') && !name.startsWith('_category_'))
  );
}

/** Converts a platform path to forward slashes. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
