// A build lets go of its pages' texts once they are rendered, and reads a file again when its text is asked for:
// the same text, or an error when the file changed since the build first read it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../generator/discover/parseFrontmatter.js';
import { readDocsTree } from '../../../generator/discover/readDocsTree.js';
import { releaseSourceTexts, SourceChangedError } from '../../../generator/discover/releasedSourceText.js';
import type { RenderedPage, SourceFile, SourcePage } from '../../../generator/types.js';

const text = '---\ntitle: Swaps\n---\n\nA swap trades one token for another.\n';
let root: string;
let file: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-released-'));
  file = path.join(root, 'docs/swaps.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A rendered page of `source` with the fields the release touches (the rest does not matter here). */
function renderedOf(source: SourceFile): RenderedPage {
  const { body, bodyLine } = parseFrontmatter(source);
  const page = { source, body, bodyLine, route: '/swaps' } as SourcePage;
  return { page, title: 'Swaps', markdown: body } as RenderedPage;
}

describe('releaseSourceTexts', () => {
  it('reads the text, the body and the markdown again from the file, and copies leave them out', () => {
    const [source] = readDocsTree(path.join(root, 'docs'), root);
    const rendered = renderedOf(source!);
    const body = rendered.page.body;
    releaseSourceTexts([rendered]);
    expect(source!.contents).toBe(text);
    expect(rendered.page.body).toBe(body);
    expect(rendered.markdown).toBe(body);
    expect(body).toBe('\nA swap trades one token for another.\n');
    const copy = { ...rendered, page: { ...rendered.page, source: { ...rendered.page.source } } };
    expect(Object.keys(copy)).not.toContain('markdown');
    expect(Object.keys(copy.page)).not.toContain('body');
    expect(Object.keys(copy.page.source)).not.toContain('contents');
  });

  it('throws SourceChangedError naming the file when it was edited or removed since it was read', () => {
    const [source] = readDocsTree(path.join(root, 'docs'), root);
    const rendered = renderedOf(source!);
    releaseSourceTexts([rendered]);
    writeFileSync(file, text.replace('another', 'a third'));
    expect(() => rendered.markdown).toThrow(SourceChangedError);
    expect(() => rendered.page.body).toThrow('docs/swaps.md changed while the site was being built');
    // Saved back as it was, it is the text the page was rendered from again.
    writeFileSync(file, text);
    expect(rendered.page.source.contents).toBe(text);
    rmSync(file);
    expect(() => rendered.page.source.contents).toThrow(SourceChangedError);
  });

  it('keeps the text of a source that was not read from a file, as a plugin makes them', () => {
    const source: SourceFile = { path: 'generated.md', origin: 'node_modules/pkg/Pool.sol', contents: text };
    const rendered = renderedOf(source);
    releaseSourceTexts([rendered]);
    writeFileSync(file, 'other');
    expect(Object.keys(rendered.page.source)).toContain('contents');
    expect(rendered.page.source.contents).toBe(text);
    expect(rendered.markdown).toBe(rendered.page.body);
  });
});
