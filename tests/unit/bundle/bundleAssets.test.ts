import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleAssets, dropFontFallbacks } from '../../../generator/bundle/bundleAssets.js';
import { themeDir } from '../../../generator/paths.js';

describe('dropFontFallbacks', () => {
  it('keeps the WOFF2 source of a font face and drops the WOFF and TrueType ones', () => {
    const face =
      '@font-face{font-family:KaTeX_Main;src:url(fonts/Main.woff2) format("woff2"),url(fonts/Main.woff) format("woff"),url(fonts/Main.ttf) format("truetype")}';
    expect(dropFontFallbacks(face)).toBe(
      '@font-face{font-family:KaTeX_Main;src:url(fonts/Main.woff2) format("woff2")}',
    );
  });

  it('leaves rules without fallbacks alone', () => {
    const rule = '.katex{font:normal 1.21em KaTeX_Main,Times New Roman,serif}';
    expect(dropFontFallbacks(rule)).toBe(rule);
  });
});

describe('bundleAssets', () => {
  it('puts the KaTeX styles in the one stylesheet and copies only WOFF2 fonts', async () => {
    const { files, assets } = await bundleAssets(themeDir, { minify: true });
    const stylesheet = files.find((file) => `/${file.path}` === assets.css);
    expect(Buffer.from(stylesheet!.contents).toString('utf8')).toContain('.katex-display');
    const fonts = files.filter((file) => file.path.includes('/fonts/')).map((file) => path.extname(file.path));
    expect(fonts.length).toBeGreaterThan(10);
    expect(new Set(fonts)).toEqual(new Set(['.woff2']));
  });
});
