// Every block of tests/fixtures/highlight/blocks/ highlights to exactly the HTML in expected/: a change of engine,
// of grammar loading or of shiki's version that changes a token fails here (UPDATE_EXPECTED=1 rewrites expected/).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it, vi } from 'vitest';
import { codeRequest, type CodeRequest } from '../../../generator/markdown/codeHighlighter.js';
import { parseCodeMeta } from '../../../generator/markdown/codeMeta.js';

const fixtureDir = path.resolve(import.meta.dirname, '../../fixtures/highlight');
const blockFiles = readdirSync(path.join(fixtureDir, 'blocks')).filter((file) => file.endsWith('.md'));

interface FixtureBlock {
  where: string;
  request: CodeRequest;
}

/** The fenced blocks of one fixture file, each with the comment above it, as rehypeCodeBlocks would request them. */
function fixtureBlocks(file: string): FixtureBlock[] {
  const text = readFileSync(path.join(fixtureDir, 'blocks', file), 'utf8');
  const blocks: FixtureBlock[] = [];
  let where = '';
  for (const [, comment, , fenceLang, meta, body] of text.matchAll(
    /^<!-- (.*) -->$|^(`{3,})(\w*)([^\n]*)\n([\s\S]*?)^\2$/gm,
  )) {
    if (comment !== undefined) {
      where = comment;
      continue;
    }
    const request = codeRequest(body!.replace(/\n$/, ''), fenceLang || undefined, parseCodeMeta(meta!.trim()));
    blocks.push({ where, request });
  }
  return blocks;
}

describe('highlighted code blocks', () => {
  it.each(blockFiles)('%s gives the HTML of expected/', async (file) => {
    const blocks = fixtureBlocks(file);
    expect(blocks.length).toBeGreaterThan(0);
    // A fresh highlighter for each file: it has loaded no language that another file's blocks asked for.
    vi.resetModules();
    const { localCodeHighlighter } = await import('../../../generator/markdown/codeHighlighter.js');
    const pres = await localCodeHighlighter().highlight(blocks.map((block) => block.request));
    const html = blocks
      .map((block, i) => `<!-- ${block.where} -->\n${toHtml(pres[i]!, { allowDangerousHtml: true })}\n`)
      .join('');
    const expectedFile = path.join(fixtureDir, 'expected', file.replace(/\.md$/, '.html'));
    if (process.env.UPDATE_EXPECTED === '1') {
      mkdirSync(path.dirname(expectedFile), { recursive: true });
      writeFileSync(expectedFile, html);
    }
    expect(html).toBe(readFileSync(expectedFile, 'utf8'));
  });
});
