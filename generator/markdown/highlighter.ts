// The build-time code highlighter: shiki with the languages the docs use, each on the regex engine that runs it fastest.
import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

/** Languages highlighted at build time; anything else is shown as plain text. */
const languages = {
  solidity: () => import('shiki/langs/solidity.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  bash: () => import('shiki/langs/bash.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
};

const aliases: Record<string, keyof typeof languages> = {
  sol: 'solidity',
  ts: 'typescript',
  js: 'javascript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  gql: 'graphql',
  yml: 'yaml',
  md: 'markdown',
  py: 'python',
  jsonc: 'json',
  json5: 'json',
};

/**
 * One theme whose colours are CSS variables: code is tokenized once and the stylesheet colours it for
 * both modes (two real themes would tokenize every block twice).
 */
export const codeTheme = 'css-variables';
const cssVariablesTheme = createCssVariablesTheme({
  name: codeTheme,
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

type Language = keyof typeof languages;

/**
 * Languages tokenized with shiki's JavaScript engine (V8's own regular expressions); the others use the WebAssembly
 * oniguruma engine. Both give the same tokens for every block of this site. The JavaScript engine translates each
 * pattern into a V8 regular expression on first use: that pays off for grammars with few patterns (Solidity,
 * GraphQL), not for the TypeScript family, bash and HTML, whose many patterns cost more to translate than to run.
 * bench/ compares the two.
 */
const javascriptEngineLanguageList: Language[] = ['solidity', 'graphql'];
export const javascriptEngineLanguages: ReadonlySet<string> = new Set(javascriptEngineLanguageList);

/** The highlighter of each language (and of `text`): one shiki instance per engine. */
export interface Highlighters {
  of(lang: string): HighlighterCore;
}

let shared: Promise<Highlighters> | undefined;

/** The highlighters, created once per process. */
export function getHighlighters(): Promise<Highlighters> {
  shared ??= createHighlighters();
  return shared;
}

async function createHighlighters(): Promise<Highlighters> {
  const names = Object.keys(languages) as Language[];
  const create = (langs: Language[], engine: Parameters<typeof createHighlighterCore>[0]['engine']) =>
    createHighlighterCore({ themes: [cssVariablesTheme], langs: langs.map((lang) => languages[lang]()), engine });
  const [javascriptEngine, oniguruma] = await Promise.all([
    create(javascriptEngineLanguageList, createJavaScriptRegexEngine()),
    create(
      names.filter((lang) => !javascriptEngineLanguages.has(lang)),
      createOnigurumaEngine(import('shiki/wasm')),
    ),
  ]);
  return { of: (lang) => (javascriptEngineLanguages.has(lang) ? javascriptEngine : oniguruma) };
}

/** The shiki language id for a fence language, or undefined when it is not highlighted. */
export function resolveLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  const lower = lang.toLowerCase();
  if (lower in languages) return lower;
  return aliases[lower];
}
