// Changes made to dependencies' code as the runtime bundle is compiled (bin/runtime.js). Each one keeps what the code
// does and removes work the build pays for on every page. A patch whose code is not found (the dependency changed)
// is left out: the bundle is then only slower, and tests/unit/bin/dependencyPatches.test.ts fails to say so.
import { readFile } from 'node:fs/promises';

/**
 * @typedef {object} DependencyPatch
 * @property {string} file the patched file's path inside node_modules
 * @property {string} find the code replaced, found exactly once in the file
 * @property {string} replace what replaces it
 */

/** @type {DependencyPatch[]} */
export const dependencyPatches = [
  {
    // mdast-util-from-markdown calls each event's handler with a new copy of its compile context, which differs
    // between events only by `sliceSerialize` (that of the tokenizer the event comes from): a page's thousands of
    // events each copy every field of it. No handler keeps its `this` or sets a field on it, so one context whose
    // `sliceSerialize` is set before each call does the same.
    file: 'mdast-util-from-markdown/lib/index.js',
    find: `      if (own.call(handler, events[index][1].type)) {
        // Note: spread first, V8 has optimizations for object shape cloning.
        handler[events[index][1].type].call({
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);
      }`,
    replace: `      if (own.call(handler, events[index][1].type)) {
        handlerContext.sliceSerialize = events[index][2].sliceSerialize;
        handler[events[index][1].type].call(handlerContext, events[index][1]);
      }`,
  },
  {
    // The one context of the patch above, made where the published code starts calling the handlers.
    file: 'mdast-util-from-markdown/lib/index.js',
    find: `    events = prepared;
    index = -1;
`,
    replace: `    events = prepared;
    index = -1;
    const handlerContext = { ...context, sliceSerialize: undefined };
`,
  },
];

/** `source` with the patches of `file` applied, or as it is when one of them does not find its code once. */
export function patchedSource(file, source, patches = dependencyPatches) {
  const own = patches.filter((patch) => patch.file === file);
  if (own.some((patch) => source.split(patch.find).length !== 2)) return source;
  return own.reduce((patched, patch) => patched.replace(patch.find, () => patch.replace), source);
}

/** The esbuild plugin that applies the patches to the files it loads from node_modules. */
export function dependencyPatchPlugin() {
  const files = [...new Set(dependencyPatches.map((patch) => patch.file))];
  const escaped = files.map((file) => file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return {
    name: 'dependency-patches',
    setup(build) {
      build.onLoad({ filter: new RegExp(`node_modules/(?:${escaped.join('|')})$`) }, async (args) => {
        const file = files.find((candidate) => args.path.endsWith(`node_modules/${candidate}`));
        return { contents: patchedSource(file, await readFile(args.path, 'utf8')), loader: 'js' };
      });
    },
  };
}
