// No v3 or v4 example contract locks a position NFT: the v4 create-pool example mints to a recipient argument, and every
// example contract that mints a position to itself or accepts one has an access-controlled function that transfers it out.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, visit } from '@solidity-parser/parser';
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, pagePath, readCodeBlocks } from './extractCodeBlocks.js';
import { SOLIDITY_LANGS } from './solidityInput.js';

// The parser's node types, taken from its exported functions (the package does not export its AST module).
type Visitor = Parameters<typeof visit>[1];
type ContractDefinition = Parameters<NonNullable<Visitor['ContractDefinition']>>[0];
type FunctionDefinition = Parameters<NonNullable<Visitor['FunctionDefinition']>>[0];
type FunctionCall = Parameters<NonNullable<Visitor['FunctionCall']>>[0];
type Expression = FunctionCall['arguments'][number];

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = join(rootDir, 'content/docs/contracts/v4/quickstart/create-pool.md');

function exampleContract(): ContractDefinition {
  const block = readCodeBlocks(PAGE, rootDir).find((b) => b.lang === 'solidity' && !b.fragment && b.title === 'src/CreatePoolExample.sol');
  if (!block) throw new Error('the page has no src/CreatePoolExample.sol block');
  const contracts: ContractDefinition[] = [];
  visit(parse(block.code), { ContractDefinition: (node) => void contracts.push(node) });
  const contract = contracts.find((c) => c.name === 'CreatePoolExample');
  if (!contract) throw new Error('CreatePoolExample is not defined in the block');
  return contract;
}

function functionNamed(contract: ContractDefinition, name: string): FunctionDefinition {
  const functions: FunctionDefinition[] = [];
  visit(contract, { FunctionDefinition: (node) => void functions.push(node) });
  const fn = functions.find((f) => f.name === name);
  if (!fn) throw new Error(`CreatePoolExample has no function ${name}`);
  return fn;
}

function callsIn(fn: FunctionDefinition): FunctionCall[] {
  const calls: FunctionCall[] = [];
  visit(fn, { FunctionCall: (node) => void calls.push(node) });
  return calls;
}

function memberName(call: FunctionCall): string | undefined {
  return call.expression.type === 'MemberAccess' ? call.expression.memberName : undefined;
}

/** `address(this)` as the parser sees it. */
function isAddressThis(expr: Expression | undefined): boolean {
  return (
    expr?.type === 'FunctionCall' &&
    expr.expression.type === 'Identifier' &&
    expr.expression.name === 'address' &&
    expr.arguments[0]?.type === 'Identifier' &&
    expr.arguments[0].name === 'this'
  );
}

describe('CreatePoolExample on the v4 create-pool page', () => {
  it('mints the first position to the recipient argument, not to itself', () => {
    const fn = functionNamed(exampleContract(), 'createPoolAndMint');
    const recipient = fn.parameters.find((p) => p.name === 'recipient');
    expect(recipient?.typeName).toMatchObject({ type: 'ElementaryTypeName', name: 'address' });
    // MINT_POSITION's parameters: (key, tickLower, tickUpper, liquidity, amount0Max, amount1Max, owner, hookData).
    const mintParams = callsIn(fn).filter((c) => memberName(c) === 'encode' && c.arguments.length === 8);
    expect(mintParams).toHaveLength(1);
    const owner = mintParams[0]!.arguments[6];
    expect(isAddressThis(owner)).toBe(false);
    expect(owner).toMatchObject({ type: 'Identifier', name: 'recipient' });
  });

  it('lets its owner move a position NFT held by the contract', () => {
    const fn = functionNamed(exampleContract(), 'withdrawPosition');
    expect(fn.modifiers.map((m) => m.name)).toContain('onlyOwner');
    const transfers = callsIn(fn).filter((c) => memberName(c) === 'transferFrom' || memberName(c) === 'safeTransferFrom');
    expect(transfers).toHaveLength(1);
    const [from, to, tokenId] = transfers[0]!.arguments;
    expect(isAddressThis(from)).toBe(true);
    expect(to).toMatchObject({ type: 'Identifier', name: fn.parameters[1]?.name });
    expect(tokenId).toMatchObject({ type: 'Identifier', name: fn.parameters[0]?.name });
  });
});

/** True when a call is `abi.encode(...)` of MINT_POSITION's eight parameters with `address(this)` as the owner. */
function mintsToItself(contract: ContractDefinition): boolean {
  const calls: FunctionCall[] = [];
  visit(contract, { FunctionCall: (node) => void calls.push(node) });
  return calls.some((c) => memberName(c) === 'encode' && c.arguments.length === 8 && isAddressThis(c.arguments[6]));
}

/** True when the function has a modifier (`onlyOwner`, `onlyDepositor`) or reads `msg.sender` itself: not everyone may call it. */
function isAccessControlled(fn: FunctionDefinition): boolean {
  let readsSender = false;
  visit(fn, { MemberAccess: (node) => void (readsSender ||= node.memberName === 'sender' && node.expression.type === 'Identifier' && node.expression.name === 'msg') });
  return fn.modifiers.length > 0 || readsSender;
}

/** True when some access-controlled function transfers an NFT from the contract: a position can always be taken out. */
function canReleasePositions(contract: ContractDefinition): boolean {
  const functions: FunctionDefinition[] = [];
  visit(contract, { FunctionDefinition: (node) => void functions.push(node) });
  return functions.some(
    (fn) =>
      isAccessControlled(fn) &&
      callsIn(fn).some((c) => (memberName(c) === 'transferFrom' || memberName(c) === 'safeTransferFrom') && isAddressThis(c.arguments[0])),
  );
}

/** The example contracts of the v3 and v4 pages that hold position NFTs: they mint to themselves or accept ERC-721 transfers. */
function positionHolders(): Array<{ page: string; contract: ContractDefinition }> {
  const files = ['v3', 'v4'].flatMap((version) => findMarkdownFiles(join(rootDir, 'content/docs/contracts', version)));
  return files.flatMap((file) =>
    readCodeBlocks(file, rootDir)
      .filter((b) => SOLIDITY_LANGS.has(b.lang) && !b.fragment)
      .flatMap((block) => {
        const contracts: ContractDefinition[] = [];
        visit(parse(block.code), { ContractDefinition: (node) => void contracts.push(node) });
        return contracts
          .filter((contract) => mintsToItself(contract) || functionsNamed(contract, 'onERC721Received'))
          .map((contract) => ({ page: `${pagePath(file, rootDir)} ${contract.name}`, contract }));
      }),
  );
}

function functionsNamed(contract: ContractDefinition, name: string): boolean {
  let found = false;
  visit(contract, { FunctionDefinition: (node) => void (found ||= node.name === name) });
  return found;
}

describe('v3 and v4 example contracts that hold positions', () => {
  const holders = positionHolders();

  it('are found on both versions', () => {
    expect(holders.some((h) => h.page.startsWith('content/docs/contracts/v3/'))).toBe(true);
    expect(holders.filter((h) => h.page.startsWith('content/docs/contracts/v4/')).length).toBeGreaterThan(2);
  });

  it('an owner-only release counts, an unguarded one does not', () => {
    const holder = (release: string) =>
      (parse(`contract C { address owner; function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {} ${release} }`).children[0] as ContractDefinition);
    expect(canReleasePositions(holder('function out(uint256 id, address to) external { require(msg.sender == owner); nft.transferFrom(address(this), to, id); }'))).toBe(true);
    expect(canReleasePositions(holder('function out(uint256 id, address to) external { nft.transferFrom(address(this), to, id); }'))).toBe(false);
    expect(canReleasePositions(holder(''))).toBe(false);
  });

  for (const { page, contract } of holders) {
    it(`${page} can hand its positions out`, () => {
      expect(canReleasePositions(contract)).toBe(true);
    });
  }
});
