// Every Solidity function, event or error a contract, concept or blog page names in inline code as a call or signature (`swap(key,
// params, hookData)`, `unlock(bytes data)`, `CurrencyNotSettled()`) exists in the pinned sources with that many
// parameters, and with those types when the page gives types.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineCode, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, pagePath, readCodeBlocks } from './extractCodeBlocks.js';
import { addDeclarations, buildSolidityIndex, type Declaration, normalizeType } from './solidityIndex.js';
import { SOLIDITY_LANGS } from './solidityInput.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const index = buildSolidityIndex(join(rootDir, 'node_modules'));

/** Names that are language built-ins, test cheatcodes or TypeScript, never declarations of the packages. */
const NOT_DECLARATIONS = /^(address|payable|type|abi|keccak256|sha256|ecrecover|require|revert|assert|u?int\d*|bytes\d*|string|bool|new|emit|super|receive|fallback|unchecked|selector|vm|console)$/;
const RECEIVERS_NOT_CONTRACTS = /^(abi|vm|console|Math|JSBI|Number|BigInt|ethers|JSON|Object|Promise)$/;

/** A call-shaped claim: `name(args)`, perhaps on a receiver (`poolManager.unlock(data)`). */
export interface CallClaim {
  receiver?: string;
  name: string;
  args: string[];
}

/** The claim an inline code span makes, when the whole span is one call. */
export function parseCallClaim(code: string): CallClaim | undefined {
  const match = /^(?:([A-Za-z_][\w.]*)\.)?([A-Za-z_]\w*)\((.*)\)$/.exec(code.trim());
  if (!match || NOT_DECLARATIONS.test(match[2]!)) return undefined;
  const receiver = match[1];
  if (receiver && RECEIVERS_NOT_CONTRACTS.test(receiver.split('.')[0]!)) return undefined;
  const args = splitArguments(match[3]!);
  // `name(...)` and `name(tokenId, ...)` elide arguments: nothing to count.
  if (!args || args.some((arg) => arg.includes('...') || arg.includes('…'))) return undefined;
  return { receiver, name: match[2]!, args };
}

/** Top-level comma-separated arguments, or undefined when the brackets do not balance. */
function splitArguments(text: string): string[] | undefined {
  if (text.trim() === '') return [];
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
    if (depth < 0) return undefined;
  }
  args.push(text.slice(start).trim());
  return depth === 0 ? args : undefined;
}

const TYPE_WORD = /^(u?int\d*|address|bool|bytes\d*|string|[A-Z]\w*(\.\w+)?)(\[\d*\])*$/;

/** True when every argument reads `<type> <name>` (or a bare type with a location): the page states a signature. */
function isTypedSignature(args: string[]): boolean {
  return (
    args.length > 0 &&
    args.every((arg) => {
      const words = arg.replace(/\b(memory|calldata|storage|indexed)\b/g, '').trim().split(/\s+/);
      return words.length === 2 && TYPE_WORD.test(words[0]!);
    })
  );
}

/** Why the claim does not match any declaration, or undefined when one matches (or the name is not Solidity's). */
export function claimProblem(claim: CallClaim, declarations: Map<string, Declaration[]>): string | undefined {
  const typed = isTypedSignature(claim.args);
  const candidates = declarations.get(claim.name);
  if (!candidates) return typed ? `${claim.name} is declared nowhere in the pinned sources` : undefined;
  // A library function called on a value (`key.toId()`, or `amount0()` of a BalanceDelta) takes the value as its
  // first parameter.
  const fits = (d: Declaration) => d.params.length === claim.args.length || ((claim.receiver !== undefined || d.attachable) && d.params.length === claim.args.length + 1);
  const byArity = candidates.filter(fits);
  if (byArity.length === 0) {
    const arities = [...new Set(candidates.map((d) => d.params.length))].join(' or ');
    return `${claim.name} takes ${arities} parameters in the pinned sources, not ${claim.args.length}`;
  }
  if (!typed) return undefined;
  const pageTypes = claim.args.map(normalizeType);
  if (byArity.some((d) => d.params.slice(d.params.length - pageTypes.length).every((t, i) => t === pageTypes[i]))) return undefined;
  return `${claim.name}(${pageTypes.join(', ')}) matches no declaration: ${byArity.map((d) => `(${d.params.join(', ')}) in ${d.file}`).join('; ')}`;
}

/** The pinned declarations plus those of the page's own Solidity examples (a page may name its example's functions). */
function declarationsFor(file: string): Map<string, Declaration[]> {
  const own = new Map([...index].map(([name, list]) => [name, [...list]]));
  for (const block of readCodeBlocks(file, rootDir).filter((b) => SOLIDITY_LANGS.has(b.lang))) addDeclarations(own, block.code, pagePath(file, rootDir));
  return own;
}

function pageProblems(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  const tree = processor.parse(source) as Root;
  const declarations = declarationsFor(file);
  const problems: string[] = [];
  visit(tree, 'inlineCode', (node: InlineCode) => {
    const claim = parseCallClaim(node.value);
    const problem = claim && claimProblem(claim, declarations);
    if (problem) problems.push(`line ${node.position!.start.line}: \`${node.value}\`: ${problem}`);
  });
  return problems;
}

// Governance contracts (GovernorBravo, Timelock, UNI) are not among the pinned packages, so their pages are not checked
// here; nor are the UniswapX pages, whose reactor contracts are not installed.
const GOVERNANCE_PAGES = ['content/docs/contracts/v3/reference/governance/', 'content/docs/concepts/governance/'];
const pages = [
  'docs/contracts/v2',
  'docs/contracts/v3',
  'docs/contracts/v4',
  'docs/contracts/permit2',
  'docs/contracts/universal-router',
  'docs/concepts',
  'blog',
]
  .flatMap((dir) => findMarkdownFiles(join(rootDir, 'content', dir)))
  .filter((file) => !GOVERNANCE_PAGES.some((prefix) => pagePath(file, rootDir).startsWith(prefix)));

describe('Solidity calls and signatures named on contract (v2, v3, v4, Permit2, Universal Router), concept and blog pages', () => {
  it('indexes the pinned sources', () => {
    expect(index.get('swap')?.length).toBeGreaterThan(1);
    expect(index.get('CurrencyNotSettled')?.[0]?.kind).toBe('error');
  });

  it('catches a wrong parameter count and a signature that does not exist', () => {
    expect(claimProblem(parseCallClaim('poolManager.unlock(data, extra)')!, index)).toMatch(/parameters in the pinned sources, not 2/);
    expect(claimProblem(parseCallClaim('unlockPool(bytes data)')!, index)).toMatch(/declared nowhere/);
    expect(claimProblem(parseCallClaim('unlock(uint256 data)')!, index)).toMatch(/matches no declaration/);
    expect(claimProblem(parseCallClaim('unlock(bytes calldata data)')!, index)).toBeUndefined();
    // An EIP-712 type string is checked against the struct it encodes.
    expect(claimProblem(parseCallClaim('TokenPermissions(address token,uint256 amount)')!, index)).toBeUndefined();
    expect(claimProblem(parseCallClaim('TokenPermissions(address token,uint160 amount)')!, index)).toMatch(/matches no declaration/);
  });

  for (const file of pages) {
    it(pagePath(file, rootDir), () => {
      expect(pageProblems(file)).toEqual([]);
    });
  }
});
