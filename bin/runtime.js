// docsgen runs from an esbuild bundle of its own TypeScript sources, compiled once per version of those sources.
// Loading hundreds of TypeScript modules through a loader hook is slow on every command, and Node 20 does not hand
// loader hooks to worker threads; the bundle loads in a fraction of the time and worker threads can load it too.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dependencyPatchPlugin } from './dependencyPatches.js';

/** The docsgen package: bin/, cli/, generator/, theme/. */
export const packageRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The TypeScript that runs in Node (the browser islands are bundled by the build itself). */
const sourceDirs = ['cli', 'generator', 'theme/layouts', 'theme/components', 'theme/shared'];
const sourceFiles = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'bin/runtime.js',
  'bin/dependencyPatches.js',
];
const cacheRoot = path.join(packageRoot, 'node_modules/.cache/docsgen');
/** Packages loaded from node_modules at run time rather than bundled. */
const externalPackages = [
  'esbuild',
  'typescript',
  '@solidity-parser/parser',
  'fsevents',
  'chokidar',
  'lighthouse',
  'playwright-core',
];
/** Older compilations kept besides the current one (another checkout or branch may still use them). */
const keptCompilations = 4;

/** Modules the bundle exposes by path: the CLI, the worker threads, and what configs and scripts import. */
function entryPoints() {
  const generatorFiles = readdirSync(path.join(packageRoot, 'generator'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(packageRoot, path.join(entry.parentPath, entry.name)));
  return [
    'cli/index.ts',
    'generator/task.ts',
    'generator/config/defineConfig.ts',
    'cli/buildEngineFlags.ts',
    ...generatorFiles.filter((file) => path.basename(file) === 'index.ts'),
    // Worker threads load their module by path (generator/markdown/helperWorker.ts and the like).
    ...generatorFiles.filter((file) => file.endsWith('Worker.ts')),
  ].map((file) => path.join(packageRoot, file));
}

/** A hash of everything that goes into the bundle, so an edited source is never run from a stale one. */
export function sourceHash() {
  const hash = createHash('sha1');
  const files = sourceDirs.flatMap((dir) =>
    readdirSync(path.join(packageRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|json)$/.test(entry.name))
      .map((entry) => path.relative(packageRoot, path.join(entry.parentPath, entry.name))),
  );
  for (const file of [...sourceFiles, ...files].sort()) {
    hash.update(file);
    if (existsSync(path.join(packageRoot, file))) hash.update(readFileSync(path.join(packageRoot, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Returns the folder of the compiled runtime for the current sources, compiling it first when needed. */
export async function compiledRuntime() {
  const dir = path.join(cacheRoot, `runtime-${sourceHash()}`);
  if (existsSync(path.join(dir, 'cli/index.js'))) return dir;
  const { build } = await import('esbuild');
  const temporary = `${dir}.${process.pid}.tmp`;
  await build({
    entryPoints: entryPoints(),
    outbase: packageRoot,
    outdir: temporary,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Dependencies are bundled too: Node loads a few large files much faster than a thousand small ones. Kept out:
    // native binaries, and CommonJS packages that locate themselves with __filename or load lazily (typescript).
    external: externalPackages,
    plugins: [dependencyPatchPlugin()],
    banner: {
      js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);",
    },
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'silent',
  });
  try {
    renameSync(temporary, dir);
  } catch {
    // Another docsgen process compiled the same sources first: use its copy.
    rmSync(temporary, { recursive: true, force: true });
  }
  pruneOldCompilations(dir);
  return dir;
}

function pruneOldCompilations(current) {
  const older = readdirSync(cacheRoot, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && /^runtime-[0-9a-f]+$/.test(entry.name) && path.join(cacheRoot, entry.name) !== current,
    )
    .map((entry) => ({
      dir: path.join(cacheRoot, entry.name),
      time: statSync(path.join(cacheRoot, entry.name)).mtimeMs,
    }))
    .sort((a, b) => b.time - a.time);
  for (const { dir } of older.slice(keptCompilations)) rmSync(dir, { recursive: true, force: true });
}

/** Imports a module of the compiled runtime by its source path, e.g. `generator/index.ts`. */
export async function importCompiled(sourcePath) {
  const dir = await compiledRuntime();
  process.env.DOCSGEN_RUNTIME_DIR = dir;
  return import(pathToFileURL(path.join(dir, sourcePath.replace(/\.tsx?$/, '.js'))).href);
}

mkdirSync(cacheRoot, { recursive: true });

// `node bin/runtime.js` compiles ahead of time (npm runs it as the `prepare` script after installing).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const start = performance.now();
  const dir = await compiledRuntime();
  process.stdout.write(
    `docsgen runtime ready in ${Math.round(performance.now() - start)} ms: ${path.relative(packageRoot, dir)}\n`,
  );
}
