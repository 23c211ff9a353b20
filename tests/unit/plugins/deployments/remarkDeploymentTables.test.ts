// Pins the ::deployments directive: tables in place of the directive, errors with file:line and a hint.
import { readFileSync } from 'node:fs';
import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkDeploymentTables } from '../../../../generator/plugins/deployments/remarkDeploymentTables.js';

const fixture = new URL('./deployments.fixture.md', import.meta.url);

async function transformFixture(): Promise<{ tree: Root; file: VFile }> {
  const file = new VFile({ path: 'deployments.fixture.md', value: readFileSync(fixture, 'utf8') });
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkDeploymentTables);
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return { tree, file };
}

function cellTexts(table: Table): string[][] {
  return table.children.map((row) => row.children.map((cell) => toString(cell)));
}

describe('remarkDeploymentTables', () => {
  it('replaces a one-chain directive with a table at its position', async () => {
    const { tree } = await transformFixture();
    const table = tree.children.find((n): n is Table => n.type === 'table')!;
    expect(table.position?.start.line).toBe(5);
    const [header, ...rows] = cellTexts(table);
    expect(header).toEqual(['Chain', 'Chain ID', 'Contract', 'Address', 'Explorer']);
    expect(rows[0]).toEqual([
      'Ethereum',
      '1',
      'UniswapV3Factory',
      '0x1F98431c8aD98523631AE4a59f267346ea31F984',
      'Etherscan',
    ]);
    // The chain is named once, on its first row.
    expect(rows[1]!.slice(0, 3)).toEqual(['', '', 'NonfungiblePositionManager']);
  });

  it('writes the address as inline code and links it to the chain explorer', async () => {
    const { tree } = await transformFixture();
    const table = tree.children.find((n): n is Table => n.type === 'table')!;
    const [, addressCell, explorerCell] = table.children[1]!.children.slice(2);
    expect(addressCell!.children).toEqual([
      expect.objectContaining({ type: 'inlineCode', value: '0x1F98431c8aD98523631AE4a59f267346ea31F984' }),
    ]);
    expect(explorerCell!.children[0]).toMatchObject({
      type: 'link',
      url: 'https://etherscan.io/address/0x1F98431c8aD98523631AE4a59f267346ea31F984',
    });
  });

  it('lists Permit2 on every chain with a Universal Router', async () => {
    const { tree } = await transformFixture();
    const permit2 = tree.children.filter((n): n is Table => n.type === 'table')[1]!;
    const rows = cellTexts(permit2).slice(1);
    expect(rows[0]).toEqual(['Ethereum', '1', 'Permit2', '0x000000000022D473030F116dDEE9F6B43aC78BA3', 'Etherscan']);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('reports bad directives as errors at their line, with a hint listing valid values, and removes them', async () => {
    const { tree, file } = await transformFixture();
    expect(file.messages.map((m) => [m.line, m.fatal, m.reason])).toEqual([
      [11, true, 'Unknown deployments protocol "v5".'],
      [13, true, 'The Uniswap packages have no v4 deployment on chain 5.'],
      [15, true, 'The deployments chain "mainnet" is not a chain id.'],
    ]);
    expect(file.messages[0]!.note).toBe(
      'Write ::deployments{protocol="..."} with one of: v2, v3, v4, permit2, universal-router.',
    );
    expect(file.messages[1]!.note).toMatch(/^v4 has data for chains 1 \(Ethereum\), .*8453 \(Base\)/);
    expect(tree.children.filter((n) => n.type === 'leafDirective').map((n) => (n as { name: string }).name)).toEqual([
      'note',
    ]);
  });
});
