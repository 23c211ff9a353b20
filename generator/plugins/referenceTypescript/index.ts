// The reference-typescript plugin: SDK reference pages from the type declarations of the pinned SDK packages.
import type { Plugin } from '../pluginApi.js';
import type { ReferenceDocs } from './buildReferenceDocs.js';
import { buildSdkReference } from './buildSdkReference.js';
import type { ReferenceTypescriptOptions } from './options.js';
import { remarkReferenceIndex, type RemarkReferenceIndexOptions } from './remarkReferenceIndex.js';

export { buildSdkReference, type SdkReferenceBuild } from './buildSdkReference.js';
export type { ReferenceDocs } from './buildReferenceDocs.js';
export type { ReferencePackageOptions, ReferenceTypescriptOptions } from './options.js';
export { referenceIndexDirective, remarkReferenceIndex } from './remarkReferenceIndex.js';
export { diffAgainstSpec, parseRoutesTsv, specItemRoutes, type SpecDifferences, type SpecRoute } from './specDiff.js';
export { sdkReferenceSpecDifferences } from './specDifferences.js';

/** The plugin object, which also exposes the last build's reference (for docs/reference-differences.md and tests). */
export interface ReferenceTypescriptPlugin extends Plugin {
  /** The reference built by the last `loadContent`, if any. */
  readonly reference: ReferenceDocs | undefined;
}

/**
 * Generates one page per class, enum and interface of `@uniswap/sdk-core` and `@uniswap/v3-sdk` (or the configured
 * packages), `_category_.json` for the kind folders, and the `::reference-index` directive for written overviews.
 */
export function referenceTypescript(options: ReferenceTypescriptOptions = {}): ReferenceTypescriptPlugin {
  let reference: ReferenceDocs | undefined;
  const indexOptions: RemarkReferenceIndexOptions = { indexFor: (pkg, style) => reference?.indexFor(pkg, style) };
  return {
    name: 'reference-typescript',
    async loadContent(ctx) {
      // Its pages are docs of the config's folder, which a build of another folder drops; `::reference-index` in that
      // folder's pages then warns that the package is not documented.
      if (ctx.otherDocsFolder) return {};
      const build = await buildSdkReference(ctx, options);
      reference = build.reference;
      return { docs: build.reference.docs, diagnostics: build.diagnostics };
    },
    remarkPlugins: [[remarkReferenceIndex, indexOptions]],
    get reference() {
      return reference;
    },
  };
}
