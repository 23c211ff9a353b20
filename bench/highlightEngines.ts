// Compares shiki's two regex engines on the code blocks of the written pages, language by language, as a worker
// thread meets them: each measurement is a fresh process that creates the engine, loads one grammar and highlights
// every block of that language twice (the first pass compiles the grammar's rules as it meets them). CPU times, the
// median of BENCH_RUNS (default 3); `npm run bench:highlight`. highlighter.ts's choice of engine follows from it.
// Oniguruma's figures include, once per process, compiling its WebAssembly (the engine column, and the optimising
// tier within the first pass), which a thread that also highlights TypeScript pays anyway.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveLanguage } from '../generator/markdown/highlighter.js';

const rootDir = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const engines = ['oniguruma', 'javascript'] as const;

interface Sample {
  engine: number;
  load: number;
  firstPass: number;
  secondPass: number;
}

/** The fenced blocks of content/ (docs and blog), by shiki language, as rehypeCodeBlocks hands them over. */
function contentBlocks(): Record<string, string[]> {
  const blocks: Record<string, string[]> = {};
  const contentDir = path.join(rootDir, 'content');
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  for (const file of files.sort())
    for (const [, fenceLang, code] of readFileSync(path.join(contentDir, file), 'utf8').matchAll(
      /^```(\w+)[^\n]*\n([\s\S]*?)^```/gm,
    )) {
      const lang = resolveLanguage(fenceLang);
      if (lang) (blocks[lang] ??= []).push(code!.replace(/\n$/, ''));
    }
  return blocks;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = mkdtempSync(path.join(rootDir, '.bench-highlight-'));
try {
  const blocks = contentBlocks();
  const blocksFile = path.join(work, 'blocks.json');
  writeFileSync(blocksFile, JSON.stringify(blocks));
  const rows: Record<string, string | number>[] = [];
  for (const lang of Object.keys(blocks).sort((a, b) => blocks[b]!.length - blocks[a]!.length))
    for (const engine of engines) {
      const samples = Array.from({ length: runs }, (): Sample => {
        const out = execFileSync(
          process.execPath,
          [path.join(rootDir, 'bench/highlightEnginesRun.mjs'), engine, lang, blocksFile],
          { cwd: rootDir, encoding: 'utf8' },
        );
        return JSON.parse(out) as Sample;
      });
      const ms = (key: keyof Sample) => Math.round(median(samples.map((sample) => sample[key])));
      rows.push({
        lang,
        blocks: blocks[lang]!.length,
        engine,
        'engine ms': ms('engine'),
        'load ms': ms('load'),
        'first pass ms': ms('firstPass'),
        'second pass ms': ms('secondPass'),
        'load + first pass ms': ms('load') + ms('firstPass'),
      });
    }
  console.table(rows);
} finally {
  rmSync(work, { recursive: true, force: true });
}
