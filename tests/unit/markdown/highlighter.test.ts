// The highlighter runs some languages on shiki's JavaScript regex engine for speed; that must not change a token.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import {
  codeTheme,
  getHighlighters,
  javascriptEngineLanguages,
  resolveLanguage,
} from '../../../generator/markdown/highlighter.js';

const docsDir = path.resolve(import.meta.dirname, '../../../content');

/** The fenced blocks of the site's written pages, by shiki language. */
function contentBlocks(): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    for (const [, fenceLang, code] of readFileSync(path.join(docsDir, file), 'utf8').matchAll(
      /^```(\w+)[^\n]*\n([\s\S]*?)^```/gm,
    )) {
      const lang = resolveLanguage(fenceLang);
      if (lang) blocks.set(lang, [...(blocks.get(lang) ?? []), code!]);
    }
  }
  return blocks;
}

describe('the highlighter', () => {
  it.each([...javascriptEngineLanguages])(
    'gives %s the tokens of the oniguruma engine for every block of the written pages',
    async (lang) => {
      const blocks = contentBlocks().get(lang) ?? [];
      expect(blocks.length).toBeGreaterThan(5);
      const highlighters = await getHighlighters();
      const oniguruma = await createHighlighterCore({
        themes: [highlighters.of(lang).getTheme(codeTheme)],
        langs: [import(`shiki/langs/${lang}.mjs`)],
        engine: createOnigurumaEngine(import('shiki/wasm')),
      });
      const tokens = (highlighter: typeof oniguruma) =>
        blocks.map((code) => highlighter.codeToTokensBase(code, { lang, theme: codeTheme }));
      expect(tokens(highlighters.of(lang))).toEqual(tokens(oniguruma));
    },
  );

  it('runs the other languages on the oniguruma engine', async () => {
    const highlighters = await getHighlighters();
    expect(highlighters.of('typescript')).not.toBe(highlighters.of('solidity'));
    expect(highlighters.of('typescript').getLoadedLanguages()).toContain('bash');
  });
});
