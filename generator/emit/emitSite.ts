// The emit stage: writes the site into a temporary folder and swaps it in, so a failed build leaves the old one.
import { cp, mkdir, rename, rm, writeFile, copyFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from '../types.js';

/** A file copied from disk into the output. */
export interface CopiedFile {
  path: string;
  from: string;
}

/** Everything the site folder will hold. */
export interface SiteOutput {
  files: OutputFile[];
  copies: CopiedFile[];
  /** A folder copied whole into the root (static files). */
  staticDir?: string;
}

/** Writes `output` to `outDir` atomically: temp folder, then rename over the old one. */
export async function emitSite(outDir: string, output: SiteOutput): Promise<number> {
  const staging = `${outDir}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    if (output.staticDir && existsSync(output.staticDir)) await cp(output.staticDir, staging, { recursive: true });
    const dirs = new Set([...output.files, ...output.copies].map((f) => path.dirname(path.join(staging, f.path))));
    await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
    await Promise.all([
      ...output.files.map((file) => writeFile(path.join(staging, safeRelative(file.path)), file.contents)),
      ...output.copies.map((file) => copyFile(file.from, path.join(staging, safeRelative(file.path)))),
    ]);
    await swapInto(staging, outDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return output.files.length + output.copies.length;
}

async function swapInto(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
}

/** Refuses paths that would land outside the output folder. */
function safeRelative(p: string): string {
  const normal = path.posix.normalize(p.replace(/^\/+/, ''));
  if (normal.startsWith('..')) throw new Error(`refusing to write outside the output folder: ${p}`);
  return normal;
}
