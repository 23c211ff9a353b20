// The plugin API: what a plugin may use of docsgen's types and stages. A plugin imports its own files, packages, this
// module and the shared utilities every stage may use (the build cache, worker jobs, URL and markup helpers,
// theme/shared/), nothing else of docsgen: .dependency-cruiser.cjs enforces it. Each name below is a promise to plugin
// authors: keep the list short. The shared utilities are not re-exported here because a plugin's worker thread loads
// them: through this module it would also load the stages behind it (unified, the YAML parser).

// The Plugin interface, its hooks' inputs and outputs, and the data they carry.
export type {
  Diagnostic,
  OutputFile,
  Plugin,
  PluginContent,
  PluginContext,
  PostBuildContext,
  RenderedPage,
  SiteConfig,
  SourceFile,
} from '../types.js';

// Reading a folder of markdown files with frontmatter, as the docs are read (the blog).
export { notTextDiagnostic, readDocsTree } from '../discover/readDocsTree.js';
export { parseFrontmatter } from '../discover/parseFrontmatter.js';

// Building markdown trees for generated pages, and walking them.
export { parseMarkdownPiece } from '../markdown/generatedMarkdown.js';
export { walkTree } from '../markdown/treeWalk.js';
export { mayHoldAutolinkLiteral } from '../markdown/optionalSyntax.js';

// Resolving a page's links to routes, and the docs version a route belongs to.
export { hrefResolver, routeBySourcePathOf } from '../routes/hrefResolver.js';
export { versionTag } from '../routes/versionTag.js';
