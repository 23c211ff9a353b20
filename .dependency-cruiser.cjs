// The import rules of docsgen's architecture, checked by `npm test` (tests/architecture/dependencyRules.test.ts).
// Data flows one way through the stages under generator/, so a stage may import only the shared types and
// utilities and the stages before it; plugins see docsgen's types and stages only through the plugin API
// (generator/plugins/pluginApi.ts); the browser code in theme/islands/ shares only theme/shared/ with the node side.

/** The stages in pipeline order; a stage may import the ones before it (stages at the same rank not each other). */
const stageRanks = [['config'], ['discover'], ['markdown'], ['routes'], ['bundle'], ['render'], ['check'], ['emit']];

/**
 * Modules every stage may use: the shared types, the utilities at the top of generator/, the cache module, and the
 * isomorphic helpers of theme/shared/ (the search index format, route hrefs) that the browser reads too.
 */
const shared = [
  '^generator/types\\.ts$',
  '^generator/(paths|isWithin|urls|markupText|esbuild|workerJob|jobThreads|threadShare|task|interrupt|routeProblem)\\.ts$',
  '^generator/cache/',
  '^theme/shared/',
];
const external = ['^node_modules/'];

/** The pipeline: it runs the stages and the plugins, so it may import any of them. */
const pipeline = '^generator/(index|configSession|renderWorker)\\.ts$';

/**
 * The plugin API: the module through which a plugin uses docsgen's types and stages. It re-exports what a plugin may
 * use, so the list of what plugins depend on is written there, once. Besides it a plugin may import the shared
 * utilities (not the shared types: those are the API's), which its worker threads load without the stages.
 */
const pluginApi = '^generator/plugins/pluginApi\\.ts$';
const pluginImports = [pluginApi, ...shared.filter((path) => !path.startsWith('^generator/types'))];

/** A forbidden dependency: `name` and `comment` say which rule it breaks and why the rule exists. */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const stageRules = stageRanks.flatMap((rank, i) => {
  const earlier = stageRanks.slice(0, i).flat();
  return rank.map((stage) =>
    rule(
      `stage-${stage}-imports-forward-only`,
      `${stage}/ may import the shared types and utilities${earlier.length ? ` and the earlier stages (${earlier.join(', ')})` : ''}; a later stage, the pipeline, dev, plugins or the CLI would run the data backwards.`,
      { path: `^generator/${stage}/` },
      {
        dependencyTypesNot: ['core'],
        pathNot: [
          ...external,
          ...shared,
          `^generator/${stage}/`,
          ...earlier.map((s) => `^generator/${s}/`),
          ...(stage === 'render' ? ['^theme/(layouts|components)/'] : []),
        ],
      },
    ),
  );
});

module.exports = {
  forbidden: [
    ...stageRules,
    rule(
      'shared-modules-import-no-stage',
      'The shared types and utilities are used by every stage, so they import none (the config schema gives types.ts the SiteConfig type).',
      { path: shared },
      { dependencyTypesNot: ['core'], pathNot: [...external, ...shared, '^generator/config/schema\\.ts$'] },
    ),
    rule(
      'plugins-import-only-the-plugin-api',
      'A plugin uses its own files, packages, the shared utilities and generator/plugins/pluginApi.ts, the module that says which types and stage helpers a plugin may use; anything else of docsgen it needs is added there.',
      { path: '^generator/plugins/([^/]+)/' },
      { dependencyTypesNot: ['core'], pathNot: [...external, '^generator/plugins/$1/', ...pluginImports] },
    ),
    rule(
      'plugin-api-exposes-only-stages-and-shared-modules',
      'The plugin API re-exports the shared types and utilities and helpers of the stages; the pipeline, dev, the servers and the plugins themselves are not part of it.',
      { path: pluginApi },
      {
        dependencyTypesNot: ['core'],
        pathNot: [...external, ...shared, ...stageRanks.flat().map((stage) => `^generator/${stage}/`)],
      },
    ),
    rule(
      'only-the-pipeline-reaches-the-plugins',
      'Plugins are loaded by the pipeline (through builtinPlugins.ts) and by tests; stages know them only by the Plugin type.',
      { path: '^generator/', pathNot: [pipeline, '^generator/plugins/'] },
      { path: '^generator/plugins/' },
    ),
    rule(
      'server-knows-no-stage',
      'generator/server/ is what the dev server and `docsgen serve` share to answer requests: it serves files and knows no stage.',
      { path: '^generator/server/' },
      { dependencyTypesNot: ['core'], pathNot: [...external, ...shared, '^generator/server/'] },
    ),
    rule(
      'islands-share-only-theme-shared',
      'theme/islands/ runs in the browser: it may import its own files, browser packages and theme/shared/, never node-side code.',
      { path: '^theme/islands/' },
      { pathNot: [...external, '^theme/islands/', '^theme/shared/'] },
    ),
    rule(
      'theme-shared-is-isomorphic',
      'theme/shared/ is loaded by both the browser and the server renderer, so it imports only itself.',
      { path: '^theme/shared/' },
      { pathNot: [...external, '^theme/shared/'] },
    ),
    rule(
      'node-side-reaches-no-island',
      'The node side shares code with the browser only through theme/shared/; the islands are bundled, never imported.',
      { path: '^(generator|cli|theme/(layouts|components))/' },
      { path: '^theme/islands/' },
    ),
    rule(
      'server-theme-imports-only-types-and-shared',
      'The server-rendered theme gets its data from the render stage: it may import the shared types, theme/shared/ and itself.',
      { path: '^theme/(layouts|components)/' },
      {
        dependencyTypesNot: ['core'],
        pathNot: [...external, '^generator/types\\.ts$', '^theme/(layouts|components|shared)/'],
      },
    ),
    rule(
      'pipeline-runs-before-dev',
      'The dev server runs the pipeline (generator/index.ts) and watches it; the pipeline knows nothing of watch mode.',
      { path: '^generator/', pathNot: '^generator/dev/' },
      { path: '^generator/dev/' },
    ),
    rule(
      'generator-reaches-no-cli',
      'The CLI drives the generator, never the other way round.',
      { path: '^generator/' },
      { path: '^cli/' },
    ),
    rule(
      'no-cycles',
      'A cycle, even through type-only imports, means two modules cannot be read or changed one at a time.',
      {},
      { circular: true },
    ),
    rule('no-unresolvable', 'An import that resolves to nothing fails at run time.', {}, { couldNotResolve: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type cycle or a type from a later stage ties modules together as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    exclude: { path: ['^node_modules/', '^tests/', '^bench/'] },
  },
};
