// Writes a synthetic docs folder of N ordinary pages made from the site's written pages: one sidebar of 50
// categories, each with its own index page, the pages carrying the code blocks, tables and admonitions of the originals.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

/** Categories of the synthetic sidebar. */
export const scaleCategories = 50;

/** A written page used as a template. */
interface TemplatePage {
  title: string;
  body: string;
}

/** Always in each page, so every page has a code block, a table and an admonition even when its template has none. */
const commonTail = `
## Reference values

| Parameter | Type | Description |
| --- | --- | --- |
| \`amountIn\` | \`uint256\` | The amount of the input token |
| \`amountOutMinimum\` | \`uint256\` | The least output accepted |
| \`sqrtPriceLimitX96\` | \`uint160\` | The price limit of the swap |

:::tip
Quote a swap before sending it, and keep a slippage tolerance.
:::

\`\`\`ts
const quote = await quoter.callStatic.quoteExactInputSingle(tokenIn, tokenOut, fee, amountIn, 0);
console.log(quote.toString());
\`\`\`
`;

const frontmatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** The written `.md` pages of `docsDir` (MDX and generated pages left out), without their frontmatter. */
export function readTemplatePages(docsDir: string): TemplatePage[] {
  const files = readdirSync(docsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const frontmatter = frontmatterBlock.exec(text);
    const data = (frontmatter ? parseYaml(frontmatter[1]!) : {}) as { title?: unknown };
    const title = typeof data.title === 'string' ? data.title : path.basename(file, '.md');
    return { title, body: detachLinks(frontmatter ? text.slice(frontmatter[0].length) : text) };
  });
}

/**
 * Points the page's links to other docs at a page of the synthetic set: the originals' targets do not exist
 * there, and thousands of broken-link warnings would measure the printing of warnings. Images and web links stay.
 */
function detachLinks(body: string): string {
  return body.replace(/(?<!!)\]\((?!https?:|#|mailto:)[^)\s]+\)/g, '](../cat-01/index.md)');
}

/**
 * The Docusaurus config beside the docs folder: the written pages are CommonMark (`.md`, which this site reads with
 * `markdown.format: 'detect'`), and a Docusaurus site holding them must say so, or it would fail on the many that are
 * not valid MDX (docsgen reads those as CommonMark with a warning each, which a benchmark of ordinary pages should
 * not measure).
 */
const siteConfig = `module.exports = { title: 'Synthetic docs', markdown: { format: 'detect' } };\n`;

/** Writes `pageCount` pages into `outDir/guide/cat-XX/` and the config beside `outDir`; returns their bytes. */
export function writeScaleSite(outDir: string, pageCount: number, templates: TemplatePage[]): number {
  const perCategory = Math.max(1, Math.ceil(pageCount / scaleCategories));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(path.dirname(outDir), 'docusaurus.config.js'), siteConfig);
  let bytes = 0;
  for (let i = 0; i < pageCount; i++) {
    const category = Math.floor(i / perCategory) + 1;
    const slot = i % perCategory;
    const dir = path.join(outDir, 'guide', `cat-${String(category).padStart(2, '0')}`);
    if (slot === 0) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, '_category_.json'),
        JSON.stringify({ label: `Category ${category}`, position: category }),
      );
    }
    const template = templates[i % templates.length]!;
    const name = slot === 0 ? 'index.md' : `page-${String(slot).padStart(4, '0')}.md`;
    const text = `---\ntitle: ${JSON.stringify(`${template.title} ${i + 1}`)}\nsidebar_position: ${slot + 1}\n---\n\n${template.body}\n${commonTail}`;
    writeFileSync(path.join(dir, name), text);
    bytes += Buffer.byteLength(text);
  }
  return bytes;
}
