// Types of bin/dependencyPatches.js for the TypeScript that imports it (its tests).
import type { Plugin } from 'esbuild';

/** A change to a dependency's file: `find`, found exactly once in it, becomes `replace`. */
export interface DependencyPatch {
  /** The patched file's path inside node_modules. */
  file: string;
  find: string;
  replace: string;
}

/** The patches the runtime bundle applies. */
export const dependencyPatches: DependencyPatch[];

/** `source` with the patches of `file` applied, or as it is when one of them does not find its code once. */
export function patchedSource(file: string, source: string, patches?: DependencyPatch[]): string;

/** The esbuild plugin that applies the patches to the files it loads from node_modules. */
export function dependencyPatchPlugin(): Plugin;
