// One measurement of bench/highlightEngines.ts in a fresh process, with the V8 settings of `docsgen build`: the CPU
// time to create a shiki engine, load one language's grammar, and highlight the given blocks, written as JSON.
// Arguments: the engine (`oniguruma` or `javascript`), the shiki language, a JSON file of blocks by language.
import { readFileSync } from 'node:fs';
import { importCompiled } from '../bin/runtime.js';

const { tuneV8ForBuild } = await importCompiled('cli/buildEngineFlags.ts');
tuneV8ForBuild();
const [engineName, lang, blocksFile] = process.argv.slice(2);
const blocks = JSON.parse(readFileSync(blocksFile, 'utf8'))[lang];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const start = cpuMs();
const { createCssVariablesTheme, createHighlighterCore } = await import('shiki/core');
const engine =
  engineName === 'oniguruma'
    ? await (await import('shiki/engine/oniguruma')).createOnigurumaEngine(import('shiki/wasm'))
    : (await import('shiki/engine/javascript')).createJavaScriptRegexEngine();
const theme = createCssVariablesTheme({
  name: 'code',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});
const engineReady = cpuMs();
const highlighter = await createHighlighterCore({
  themes: [theme],
  langs: [import(`shiki/langs/${lang}.mjs`)],
  engine,
});
const loaded = cpuMs();
const highlightAll = () => {
  for (const code of blocks) highlighter.codeToHast(code, { lang, theme: 'code', tokenizeTimeLimit: 0 });
};
highlightAll();
const firstPass = cpuMs();
highlightAll();
const secondPass = cpuMs();
process.stdout.write(
  JSON.stringify({
    engine: engineReady - start,
    load: loaded - engineReady,
    firstPass: firstPass - loaded,
    secondPass: secondPass - firstPass,
  }),
);
