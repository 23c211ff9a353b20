// Loads site.config.ts with esbuild and validates it against the schema.
import { build, type Plugin } from '../esbuild.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { siteConfigSchema } from './schema.js';
import { importModuleCode } from '../cache/importModule.js';
import { isWithin } from '../isWithin.js';
import { compiledRuntimeDir, docsgenRoot } from '../paths.js';
import type { Diagnostic, SiteConfig } from '../types.js';

/** The result of loading a config: the settings, or the diagnostics that explain why not. */
export type LoadedConfig =
  | { config: SiteConfig; diagnostics: Diagnostic[]; locate: ConfigLocator; codeHash?: string }
  | { config: undefined; diagnostics: Diagnostic[] };

/** Where a key of the config is written, for diagnostics about its value. */
export type ConfigLocator = (keyPath: PropertyKey[], value?: string) => { file: string; line?: number };

/** Bundles and imports `configFile`, then validates its default export. */
export async function loadConfig(configFile: string, rootDir: string, cacheDir: string): Promise<LoadedConfig> {
  const relative = path.relative(rootDir, configFile) || configFile;
  if (!existsSync(configFile)) {
    return fail({
      severity: 'error',
      file: relative,
      message: 'config file not found',
      hint: 'Create site.config.ts or pass --config <file>.',
    });
  }
  if (statSync(configFile).isDirectory()) {
    return fail({
      severity: 'error',
      file: relative,
      message: 'is a folder, not a config file',
      hint: 'Pass --config the config file itself, such as site.config.ts.',
    });
  }
  let exported: unknown;
  let codeHash: string;
  try {
    ({ exported, codeHash } = await importTypeScript(configFile, cacheDir));
  } catch (error) {
    return fail(bundleErrorToDiagnostic(error, relative));
  }
  if (exported === undefined) {
    return fail({
      severity: 'error',
      file: relative,
      message: 'the config file has no default export',
      hint: 'End it with `export default defineConfig({ ... })`.',
    });
  }
  const validated = validateConfig(exported, relative, readFileSync(configFile, 'utf8'));
  return validated.config ? { ...validated, codeHash } : validated;
}

/** Validates an already-loaded config object; `source` is used to point at the offending line. */
export function validateConfig(value: unknown, file: string, source = ''): LoadedConfig {
  const parsed = siteConfigSchema.safeParse(value);
  // The schema checks that a plugin is an object with a name; its hooks are typed by `Plugin`, not validated.
  if (parsed.success)
    return {
      config: parsed.data as SiteConfig,
      diagnostics: [],
      locate: (keyPath, value) => ({
        file,
        line: (value !== undefined ? findValueLine(source, value, keyPath) : undefined) ?? findKeyLine(source, keyPath),
      }),
    };
  return { config: undefined, diagnostics: parsed.error.issues.map((issue) => issueToDiagnostic(issue, file, source)) };
}

/**
 * The default export of `file`, and a hash of its bundled code (the config's part of the cache fingerprint). The
 * bundle is imported from the cache folder, so nothing is written beside the config: every import in it is resolved
 * to a file first, and `import.meta` names the config file.
 */
async function importTypeScript(file: string, cacheDir: string): Promise<{ exported: unknown; codeHash: string }> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    absWorkingDir: path.dirname(file),
    // Node's own resolution: neither the `module` condition nor the `module` field.
    conditions: [],
    mainFields: ['main'],
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.filename': JSON.stringify(file),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
    },
    plugins: [externalDocsgenModules, packagesByFile],
  });
  const code = result.outputFiles[0]!.text;
  const module = (await importModuleCode(cacheDir, code)) as { default?: unknown };
  return { exported: module.default, codeHash: createHash('sha1').update(code).digest('hex') };
}

/** Marks the resolution this plugin asks esbuild for, so that it does not answer it itself. */
const resolvingPackage = Symbol('resolving a package');

/** Package imports stay imports, of the file the package name resolves to from the importing module. */
const packagesByFile: Plugin = {
  name: 'docsgen-packages-by-file',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === resolvingPackage || isBuiltin(args.path)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: resolvingPackage,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/**
 * Imports of docsgen's own modules (defineConfig, plugins) stay imports instead of being bundled into the config,
 * so the config and the pipeline share one instance of each module (a plugin's state is the pipeline's). Under
 * the compiled runtime they point at its copy of the module; a module it does not expose is bundled into the config.
 */
const externalDocsgenModules: Plugin = {
  name: 'docsgen-external',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      const resolved = path.resolve(args.resolveDir, args.path);
      const candidate = resolved.endsWith('.js') ? `${resolved.slice(0, -3)}.ts` : resolved;
      if (!isWithin(candidate, docsgenRoot) || candidate.includes(`${path.sep}node_modules${path.sep}`))
        return undefined;
      if (!existsSync(candidate)) return undefined;
      if (!compiledRuntimeDir) return { path: pathToFileURL(candidate).href, external: true };
      const compiled = path.join(compiledRuntimeDir, path.relative(docsgenRoot, candidate).replace(/\.tsx?$/, '.js'));
      return existsSync(compiled) ? { path: pathToFileURL(compiled).href, external: true } : undefined;
    });
  },
};

function bundleErrorToDiagnostic(error: unknown, file: string): Diagnostic {
  const first = (
    error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }
  ).errors?.[0];
  if (first) {
    return {
      severity: 'error',
      file,
      line: first.location?.line,
      column: first.location?.column,
      message: first.text,
      hint: 'Fix the TypeScript syntax of the config file.',
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    severity: 'error',
    file,
    message: `could not load the config: ${message}`,
    hint: 'The config must be a module whose default export is the settings object.',
  };
}

function issueToDiagnostic(issue: z.core.$ZodIssue, file: string, source: string): Diagnostic {
  if (issue.code === 'unrecognized_keys') {
    const keyPath = [...issue.path, issue.keys[0]!];
    const names = issue.keys.map((key) => `\`${[...issue.path, key].join('.')}\``).join(', ');
    return {
      severity: 'error',
      file,
      line: findKeyLine(source, keyPath),
      message: `unknown setting${issue.keys.length === 1 ? '' : 's'} ${names}`,
      hint: 'Remove it, or correct its spelling: the settings are listed in generator/config/schema.ts.',
    };
  }
  const keyPath = issue.path.map(String).join('.') || '(root)';
  return {
    severity: 'error',
    file,
    line: findKeyLine(source, issue.path),
    message: `invalid value at \`${keyPath}\`: ${describeIssue(issue)}`,
    hint: `Change \`${keyPath}\` in ${file} to an allowed value.`,
  };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `allowed: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

/** Best effort: the line where the last named key of `keyPath` is written. */
function findKeyLine(source: string, keyPath: PropertyKey[]): number | undefined {
  const pattern = keyPattern(keyPath);
  if (!pattern || !source) return undefined;
  const index = source.split('\n').findIndex((line) => pattern.test(line));
  return index >= 0 ? index + 1 : undefined;
}

/** Matches a line that writes the last named key of `keyPath` (`docId:`, `'docId':`). */
function keyPattern(keyPath: PropertyKey[]): RegExp | undefined {
  const names = keyPath.filter((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  const last = names[names.length - 1];
  return last ? new RegExp(`(^|[\\s{,])['"]?${last.replace(/[$]/g, '\\$')}['"]?\\s*:`) : undefined;
}

function fail(diagnostic: Diagnostic): LoadedConfig {
  return { config: undefined, diagnostics: [diagnostic] };
}

/**
 * The line where the string `value` is written as a quoted literal: preferably on the same line as the last key of
 * `keyPath`, since one value can be written under several keys (the main doc id is also a navbar item's).
 */
function findValueLine(source: string, value: string, keyPath: PropertyKey[]): number | undefined {
  const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);
  const lines = source.split('\n');
  const writesValue = (line: string) =>
    !isComment(line) && (line.includes(`'${value}'`) || line.includes(`"${value}"`));
  const key = keyPattern(keyPath);
  const index = [(line: string) => writesValue(line) && key?.test(line) === true, writesValue]
    .map((test) => lines.findIndex(test))
    .find((i) => i >= 0);
  return index === undefined ? undefined : index + 1;
}
