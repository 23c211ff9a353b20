// The highlighter runs some languages on shiki's JavaScript regex engine for speed, and loads each language on its
// first block; neither may change a token.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it, vi } from 'vitest';
import {
  codeTheme,
  getHighlighters,
  javascriptEngineLanguages,
  resolveLanguage,
} from '../../../generator/markdown/highlighter.js';

const root = path.resolve(import.meta.dirname, '../../..');
/** The site's written pages, and the highlighting fixture for languages they use little or not at all. */
const blockDirs = ['content', 'tests/fixtures/highlight/blocks'];

/** The fenced blocks of the written pages and of the fixture, by shiki language. */
function fencedBlocks(): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  for (const dir of blockDirs) {
    const files = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.mdx?$/.test(file),
    );
    for (const file of files) {
      for (const [, fenceLang, code] of readFileSync(path.join(root, dir, file), 'utf8').matchAll(
        /^```(\w+)[^\n]*\n([\s\S]*?)^```/gm,
      )) {
        const lang = resolveLanguage(fenceLang);
        if (lang) blocks.set(lang, [...(blocks.get(lang) ?? []), code!]);
      }
    }
  }
  return blocks;
}

describe('the highlighter', () => {
  it.each(javascriptEngineLanguages)(
    'gives %s the tokens of the oniguruma engine for every block of the written pages and the fixture',
    async (lang) => {
      const blocks = fencedBlocks().get(lang) ?? [];
      expect(blocks.length).toBeGreaterThan(0);
      const highlighters = getHighlighters();
      await highlighters.load([lang]);
      const oniguruma = await createHighlighterCore({
        themes: [highlighters.of(lang).getTheme(codeTheme)],
        langs: [import(`shiki/langs/${lang}.mjs`)],
        engine: createOnigurumaEngine(import('shiki/wasm')),
      });
      const tokens = (highlighter: typeof oniguruma) =>
        blocks.map((code) => highlighter.codeToTokensBase(code, { lang, theme: codeTheme, tokenizeTimeLimit: 0 }));
      expect(tokens(highlighters.of(lang))).toEqual(tokens(oniguruma));
    },
  );

  it('loads only the languages asked for, and oniguruma only for a language that runs on it', async () => {
    vi.resetModules();
    const fresh = await import('../../../generator/markdown/highlighter.js');
    const highlighters = fresh.getHighlighters();
    await highlighters.load(['solidity', 'text']);
    expect(highlighters.of('solidity').getLoadedLanguages()).toContain('solidity');
    expect(highlighters.of('solidity').getLoadedLanguages()).not.toContain('bash');
    expect(() => highlighters.of('typescript')).toThrow(/before `load`/);
    await highlighters.load(['typescript']);
    expect(highlighters.of('typescript')).not.toBe(highlighters.of('solidity'));
    expect(highlighters.of('typescript').getLoadedLanguages()).not.toContain('tsx');
  });

  it('highlights a fence language that names a property of every object as plain text', () => {
    expect(resolveLanguage('constructor')).toBeUndefined();
    expect(resolveLanguage('toString')).toBeUndefined();
  });
});
