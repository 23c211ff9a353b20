// Runs the plugin over the pinned Uniswap packages and checks the result against the site spec (routes.tsv, categories.tsv).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTE_DIFFERENCES } from '../../../../generator/plugins/referenceSolidity/index.js';
import { FIXTURE_DIR, fileAt, runPlugin, type GeneratedContent, removeTempDirs } from './fixturePackages.js';

afterAll(removeTempDirs);

const REFERENCE_ROOTS = /^\/contracts\/v[34]\/reference\//;

/** Rows of a TSV file of the spec copy, as objects keyed by the header. */
function readTsv(name: string): Array<Record<string, string>> {
  const [header, ...rows] = readFileSync(join(FIXTURE_DIR, 'spec', name), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t'));
  return rows.map((cells) => Object.fromEntries(header!.map((key, i) => [key, cells[i] ?? ''])));
}

const specRoutes = readTsv('routes.tsv').filter((row) => row.kind === 'generated' && REFERENCE_ROOTS.test(row.path!));
const sorted = (items: Iterable<string>) => [...items].sort();

let content: GeneratedContent;
let produced: Map<string, string>;
beforeAll(async () => {
  content = await runPlugin({});
  produced = new Map(
    content.docs.filter((d) => d.path.endsWith('.md')).map((d) => [`/${d.path.replace(/\.md$/, '')}`, d.contents]),
  );
});

/** A frontmatter field of a generated page. */
function field(page: string, key: string): string | undefined {
  const value = new RegExp(`^${key}: (.*)$`, 'm').exec(page.slice(0, page.indexOf('\n---', 4)))?.[1];
  return value?.startsWith('"') ? (JSON.parse(value) as string) : value;
}

describe('reference pages of the pinned Uniswap packages', () => {
  it('builds without diagnostics', () => {
    expect(content.diagnostics).toEqual([]);
  });

  it('produces every generated reference route of routes.tsv except the documented missing ones', () => {
    const missing = specRoutes.map((r) => r.path!).filter((route) => !produced.has(route));
    expect(sorted(missing)).toEqual(sorted(SPEC_ROUTE_DIFFERENCES.missing.map((d) => d.route)));
  });

  it('produces no route outside routes.tsv except the documented extra ones', () => {
    const listed = new Set(specRoutes.map((r) => r.path));
    expect(sorted([...produced.keys()].filter((route) => !listed.has(route)))).toEqual(
      sorted(SPEC_ROUTE_DIFFERENCES.extra.map((d) => d.route)),
    );
  });

  it('uses the title, sidebar label and position of routes.tsv', () => {
    const mismatches = specRoutes
      .filter((row) => produced.has(row.path!))
      .flatMap((row) => {
        const page = produced.get(row.path!)!;
        const want = {
          title: row.title || undefined,
          sidebar_label: row.sidebar_label || undefined,
          sidebar_position: row.position || undefined,
        };
        const got = {
          title: row.title ? field(page, 'title') : undefined,
          sidebar_label: field(page, 'sidebar_label'),
          sidebar_position: field(page, 'sidebar_position'),
        };
        return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ route: row.path, want, got }];
      });
    expect(mismatches).toEqual([]);
  });

  it('writes the categories of categories.tsv for the reference folders it fills', () => {
    const spec = new Map(readTsv('categories.tsv').map((row) => [row.folder, row]));
    const categories = content.docs.filter((d) => d.path.endsWith('/_category_.json'));
    expect(categories.length).toBeGreaterThan(20);
    for (const category of categories) {
      const row = spec.get(`/${category.path.replace(/\/_category_\.json$/, '')}`);
      if (!row) continue;
      const want = {
        label: row.label,
        ...(row.position ? { position: Number(row.position) } : {}),
        ...(row.collapsed ? { collapsed: row.collapsed === 'true' } : {}),
      };
      const { link, ...settings } = JSON.parse(category.contents) as Record<string, unknown>;
      expect({ path: category.path, ...settings }).toEqual({ path: category.path, ...want });
      // The errors page is an item of its category, not the category's own page.
      expect(link, category.path).toBe(row.folder === '/contracts/v4/reference/errors' ? null : undefined);
    }
  });

  it('links only to generated pages and to heading ids that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const [route, page] of produced) {
      for (const [, target] of page.matchAll(/\]\(((?:\/contracts\/v[34]\/reference\/[^)#]*)?(?:#[^)]*)?)\)/g)) {
        checked++;
        const [path, anchor] = target!.split('#');
        const targetPage = path ? produced.get(path) : page;
        if (!targetPage || (anchor && !targetPage.includes(`{#${anchor}}`))) broken.push(`${route} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('computes the selectors and topics the chain uses', () => {
    const errors = fileAt(content, 'contracts/v4/reference/errors/errors.md');
    for (const [error, selector] of [
      ['CurrencyNotSettled()', '0x5212cba1'],
      ['PoolNotInitialized()', '0x486aa307'],
      ['AlreadyUnlocked()', '0x5090d6c6'],
      ['ManagerLocked()', '0x54e3ca0d'],
      ['WrappedError(address target, bytes4 selector, bytes reason, bytes details)', '0x90bfb865'],
    ]) {
      expect(errors).toContain(`| \`${error}\` | \`${selector}\` |`);
    }
    const poolManager = fileAt(content, 'contracts/v4/reference/core/PoolManager.md');
    expect(poolManager).toContain(
      'Selector: `0xf3cd914c` (`swap((address,address,uint24,int24,address),(bool,int256,uint160),bytes)`)',
    );
    expect(poolManager).toContain('Selector: `0x48c89491` (`unlock(bytes)`)');
    const v3Pool = fileAt(content, 'contracts/v3/reference/core/UniswapV3Pool.md');
    expect(v3Pool).toContain('Selector: `0x128acb08`');
    expect(v3Pool).toContain('Topic 0: `0xc42079f94a6350d7e6235f29174924f928cc2ac818eb64fed8004e115fbcca67`');
    expect(fileAt(content, 'contracts/v3/reference/periphery/SwapRouter.md')).toContain('Selector: `0x414bf389`');
  });

  it('lists an error index row for every custom error of v4 core and periphery', () => {
    const errors = fileAt(content, 'contracts/v4/reference/errors/errors.md');
    const rows = errors.split('\n').filter((line) => /^\| `\w+\(/.test(line));
    const declared = [...produced]
      .filter(
        ([route]) =>
          route.startsWith('/contracts/v4/') &&
          ![
            '/contracts/v4/reference/core/IPoolManager',
            '/contracts/v4/reference/core/libraries/transient-state-library',
            '/contracts/v4/reference/core/libraries/BipsLibrary',
          ].includes(route),
      )
      .reduce((count, [, page]) => count + (page.match(/^error \w+\(/gm)?.length ?? 0), 0);
    expect(rows.length).toBe(declared);
    expect(rows.every((row) => /\| `0x[0-9a-f]{8}` \|/.test(row))).toBe(true);
  });

  it('maps renamed and moved source files to the routes of the spec', () => {
    expect(fileAt(content, 'contracts/v4/reference/periphery/base/BaseHook.md')).toContain(
      'from `src/utils/BaseHook.sol` in `@uniswap/v4-periphery`',
    );
    expect(fileAt(content, 'contracts/v4/reference/periphery/interfaces/IQuoter.md')).toContain(
      'Interface `IV4Quoter` from `src/interfaces/IV4Quoter.sol`',
    );
    expect(fileAt(content, 'contracts/v4/reference/core/libraries/liquidity-amounts.md')).toContain(
      'from `src/libraries/LiquidityAmounts.sol` in `@uniswap/v4-periphery`',
    );
    expect(fileAt(content, 'contracts/v4/reference/core/IPoolManager.md')).toContain(
      'published at [IPoolManager](/contracts/v4/reference/core/interfaces/IPoolManager)',
    );
    expect(fileAt(content, 'contracts/v3/reference/periphery/libraries/Base64.md')).toContain(
      'from `base64.sol` in `base64-sol`',
    );
  });

  it('writes markdown in which NatSpec prose never turns into HTML, math, directives or emphasis, and tables stay square', () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkGfm)
      .use(remarkMath)
      .use(remarkDirective);
    const unwanted = new Set([
      'html',
      'inlineMath',
      'math',
      'textDirective',
      'leafDirective',
      'containerDirective',
      'emphasis',
      'linkReference',
    ]);
    const problems: string[] = [];
    for (const [route, page] of produced) {
      visit(processor.parse(page), (node) => {
        const line = node.position?.start.line;
        if (unwanted.has(node.type)) problems.push(`${route}:${line} ${node.type}`);
        if (node.type === 'table') {
          const rows = (node as { children: Array<{ children: unknown[] }> }).children;
          if (rows.some((row) => row.children.length !== rows[0]!.children.length))
            problems.push(`${route}:${line} ragged table`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('marks every Solidity block as a fragment', () => {
    const fences = [...produced.values()].flatMap((page) => page.match(/^```solidity.*$/gm) ?? []);
    expect(fences.length).toBeGreaterThan(1000);
    expect(new Set(fences)).toEqual(new Set(['```solidity fragment']));
  });
});
