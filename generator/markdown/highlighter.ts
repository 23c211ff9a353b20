// The build-time code highlighter: one shiki instance with the languages the docs use.
import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore } from 'shiki/core';
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
const cssVariablesTheme = createCssVariablesTheme({ name: codeTheme, variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });

let shared: Promise<HighlighterCore> | undefined;

/** The highlighter, created once per process. */
export function getHighlighter(): Promise<HighlighterCore> {
  shared ??= createHighlighterCore({
    themes: [cssVariablesTheme],
    langs: Object.values(languages).map((load) => load()),
    // The WebAssembly oniguruma engine compiles the large Solidity grammar faster than the JavaScript one.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return shared;
}

/** The shiki language id for a fence language, or undefined when it is not highlighted. */
export function resolveLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  const lower = lang.toLowerCase();
  if (lower in languages) return lower;
  return aliases[lower];
}
