// A small page the dev server renders once while it starts, outside the cache. Loading the markdown processors is not
// enough: their code runs unoptimised the first time, and shiki compiles a grammar's rules on first use, so without
// this the author's first save after starting would pay for both.
import { discoverPages } from '../discover/discoverPages.js';
import type { SourcePage } from '../types.js';

const warmUpMarkdown = `---
title: Warm-up
---

# Warm-up

A paragraph with **strong** and _emphasised_ words, \`inline code\`, a [relative link](./other.md) and $x^2$.

## A section

- A list item
- Another, with a [link](/concepts/overview#anchor)

| Name | Type |
| --- | --- |
| \`amount\` | \`uint256\` |

:::note
An admonition.
:::

\`\`\`ts title="example.ts"
const fee: number = 3000;
\`\`\`

\`\`\`solidity
function swap(PoolKey calldata key) external returns (int256 delta) {}
\`\`\`

\`\`\`bash
npm install @uniswap/v4-sdk
\`\`\`

\`\`\`json
{ "chainId": 1 }
\`\`\`
`;

/** The warm-up page, discovered like any other. */
export function warmUpPage(): SourcePage {
  const [page] = discoverPages([{ path: 'warm-up.md', origin: 'docsgen:warm-up', contents: warmUpMarkdown }], {
    routeBasePath: '/',
    includeDrafts: true,
  }).pages;
  if (!page) throw new Error('the warm-up page did not parse');
  return page;
}
