// The build-time code highlighter: shiki, loading each language's grammar on the thread's first block of it, on the
// regex engine that runs that grammar fastest.
import {
  createCssVariablesTheme,
  createHighlighterCore,
  type HighlighterCore,
  type LanguageRegistration,
  type RegexEngine,
} from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

type Engine = 'javascript' | 'oniguruma';

interface LanguageSource {
  grammar: () => Promise<{ default: LanguageRegistration[] }>;
  engine: Engine;
}

/**
 * Languages highlighted at build time (anything else is shown as plain text), each with the engine that tokenizes it.
 * Both engines give the same tokens for every block of the written pages (tests/unit/markdown/highlighter.test.ts).
 * The JavaScript engine runs V8's own regular expressions, translated from oniguruma's syntax when the tokenizer first
 * enters the rule that holds them; it matches Solidity and GraphQL, grammars of few short patterns, faster than
 * oniguruma does. The TypeScript family and HTML stay on oniguruma: their grammars have many long patterns, which
 * cost more to translate than the JavaScript engine saves in matching, and oniguruma's scanner tries all the patterns
 * of a rule in one call where the JavaScript engine runs them one by one. The small grammars stay there too: nearly
 * every thread has oniguruma loaded for TypeScript, and on it their first blocks cost less than translating their
 * patterns would. Precompiled grammars (@shikijs/langs-precompiled) would save the translation, but run the
 * TypeScript family slower per block than oniguruma. bench/highlightEngines.ts measures each language on both engines.
 */
const languages: Record<string, LanguageSource> = {
  solidity: { grammar: () => import('shiki/langs/solidity.mjs'), engine: 'javascript' },
  typescript: { grammar: () => import('shiki/langs/typescript.mjs'), engine: 'oniguruma' },
  tsx: { grammar: () => import('shiki/langs/tsx.mjs'), engine: 'oniguruma' },
  javascript: { grammar: () => import('shiki/langs/javascript.mjs'), engine: 'oniguruma' },
  jsx: { grammar: () => import('shiki/langs/jsx.mjs'), engine: 'oniguruma' },
  json: { grammar: () => import('shiki/langs/json.mjs'), engine: 'oniguruma' },
  bash: { grammar: () => import('shiki/langs/bash.mjs'), engine: 'oniguruma' },
  graphql: { grammar: () => import('shiki/langs/graphql.mjs'), engine: 'javascript' },
  yaml: { grammar: () => import('shiki/langs/yaml.mjs'), engine: 'oniguruma' },
  toml: { grammar: () => import('shiki/langs/toml.mjs'), engine: 'oniguruma' },
  diff: { grammar: () => import('shiki/langs/diff.mjs'), engine: 'oniguruma' },
  html: { grammar: () => import('shiki/langs/html.mjs'), engine: 'oniguruma' },
  css: { grammar: () => import('shiki/langs/css.mjs'), engine: 'oniguruma' },
  markdown: { grammar: () => import('shiki/langs/markdown.mjs'), engine: 'oniguruma' },
  python: { grammar: () => import('shiki/langs/python.mjs'), engine: 'oniguruma' },
  rust: { grammar: () => import('shiki/langs/rust.mjs'), engine: 'oniguruma' },
};

/** The languages tokenized by the JavaScript engine. */
export const javascriptEngineLanguages: readonly string[] = Object.keys(languages).filter(
  (lang) => languages[lang]!.engine === 'javascript',
);

const aliases: Record<string, string> = {
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

/** The highlighters of one thread: one shiki instance per engine, holding the languages loaded so far. */
export interface Highlighters {
  /** Loads the languages (shiki ids from `resolveLanguage`, or `text`) this thread has not loaded yet. */
  load(langs: Iterable<string>): Promise<void>;
  /** The highlighter of a loaded language. */
  of(lang: string): HighlighterCore;
}

let shared: Highlighters | undefined;

/** The highlighters of this thread, created on first use; each language's grammar is loaded by `load`. */
export function getHighlighters(): Highlighters {
  shared ??= createHighlighters();
  return shared;
}

const createEngine: Record<Engine, () => RegexEngine | Promise<RegexEngine>> = {
  javascript: () => createJavaScriptRegexEngine(),
  oniguruma: () => createOnigurumaEngine(import('shiki/wasm')),
};

/** Plain text needs no grammar: the JavaScript engine's highlighter serves it, having no WebAssembly to load. */
const engineOf = (lang: string): Engine => (Object.hasOwn(languages, lang) ? languages[lang]!.engine : 'javascript');

function createHighlighters(): Highlighters {
  const cores = new Map<Engine, HighlighterCore>();
  const creating = new Map<Engine, Promise<HighlighterCore>>();
  const loading = new Map<string, Promise<void>>();
  const coreOf = (engine: Engine): Promise<HighlighterCore> => {
    let core = creating.get(engine);
    if (!core) {
      core = (async () => {
        const created = await createHighlighterCore({ themes: [cssVariablesTheme], engine: createEngine[engine]() });
        cores.set(engine, created);
        return created;
      })();
      creating.set(engine, core);
    }
    return core;
  };
  const loadInto = (engine: Engine, lang: string): Promise<void> => {
    const key = `${engine}:${lang}`;
    let loaded = loading.get(key);
    if (!loaded) {
      loaded = loadGrammar(engine, lang);
      loading.set(key, loaded);
    }
    return loaded;
  };
  const loadGrammar = async (engine: Engine, lang: string): Promise<void> => {
    const [core, { default: registrations }] = await Promise.all([coreOf(engine), languages[lang]!.grammar()]);
    // A grammar that embeds others lazily (markdown's fenced code) highlights them only when they are already
    // loaded beside it: it gets every language of the list first, so its tokens do not depend on the blocks before.
    if (registrations.some((registration) => registration.embeddedLangsLazy?.length))
      await Promise.all(
        Object.keys(languages)
          .filter((other) => other !== lang)
          .map((other) => loadInto(engine, other)),
      );
    await core.loadLanguage(...registrations);
  };
  return {
    async load(langs) {
      await Promise.all(
        [...new Set(langs)].map((lang) =>
          Object.hasOwn(languages, lang) ? loadInto(engineOf(lang), lang) : coreOf(engineOf(lang)),
        ),
      );
    },
    of(lang) {
      const core = cores.get(engineOf(lang));
      if (!core) throw new Error(`The highlighter of \`${lang}\` is used before \`load\` loaded it.`);
      return core;
    },
  };
}

/** The shiki language id for a fence language, or undefined when it is not highlighted. */
export function resolveLanguage(lang: string | null | undefined): string | undefined {
  if (!lang) return undefined;
  const lower = lang.toLowerCase();
  if (Object.hasOwn(languages, lower)) return lower;
  return Object.hasOwn(aliases, lower) ? aliases[lower] : undefined;
}
