import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_OPTIONS, fileAt, runPlugin, type GeneratedContent, removeTempDirs } from './fixturePackages.js';

afterAll(removeTempDirs);

let content: GeneratedContent;
beforeAll(async () => {
  content = await runPlugin(FIXTURE_OPTIONS);
});

/** The markdown block of one heading (up to the next heading of the same or a higher level). */
function section(page: string, heading: string): string {
  const start = page.indexOf(`${heading} {#`);
  if (start === -1) throw new Error(`no heading ${heading}`);
  const level = heading.split(' ')[0]!;
  const next = page.slice(start + heading.length).search(new RegExp(`\\n#{1,${level.length}} `));
  return next === -1 ? page.slice(start) : page.slice(start, start + heading.length + next);
}

describe('reference pages of the fixture packages', () => {
  it('writes one page per parsed file at its route, a second copy at an alias route, and skips the file that does not parse', () => {
    const pages = content.docs.filter((d) => d.path.endsWith('.md')).map((d) => d.path);
    expect(pages.sort()).toEqual([
      'fx/reference/core/Amount.md',
      'fx/reference/core/Counter.md',
      'fx/reference/core/bad/BadDocs.md',
      'fx/reference/core/interfaces/ICounter.md',
      'fx/reference/core/interfaces/IOwned.md',
      'fx/reference/core/libraries/CounterMath.md',
      'fx/reference/core/types/amount.md',
      'fx/reference/errors/errors.md',
      'fx/reference/periphery/CounterRouter.md',
      'fx/reference/periphery/Router.md',
    ]);
    expect(content.docs.find((d) => d.path === 'fx/reference/core/Counter.md')?.origin).toBe(
      '@fixture/core/src/Counter.sol',
    );
  });

  it('writes frontmatter with id, title, sidebar label and position, and a description from the NatSpec', () => {
    expect(fileAt(content, 'fx/reference/core/Counter.md')).toMatch(
      /^---\nid: "Counter"\ntitle: "Counter"\ndescription: "Keeps one counter per address"\n---\n/,
    );
    expect(fileAt(content, 'fx/reference/periphery/CounterRouter.md')).toMatch(
      /^---\nid: "CounterRouter"\ntitle: "Counter Router"\nsidebar_label: "Router \(abstract\)"\nsidebar_position: 3\n/,
    );
    expect(fileAt(content, 'fx/reference/core/types/amount.md')).toMatch(/^---\nid: "amount"\ntitle: "Amount"\n/);
  });

  it('opens with what the item is, where it comes from, what it inherits and what inherits it', () => {
    const intro = fileAt(content, 'fx/reference/core/Counter.md').split('\n\n')[1];
    expect(intro).toBe(
      'Contract `Counter` from `src/Counter.sol` in `@fixture/core` 1.2.3. Inherits [`ICounter`](/fx/reference/core/interfaces/ICounter) and [`IOwned`](/fx/reference/core/interfaces/IOwned). Inherited by [`CounterRouter`](/fx/reference/periphery/CounterRouter).',
    );
    expect(fileAt(content, 'fx/reference/periphery/CounterRouter.md')).toContain(
      'Abstract contract `CounterRouter` from `src/CounterRouter.sol` in `@fixture/periphery` 0.4.0.',
    );
  });

  it('shows contract docs and custom tags', () => {
    const page = fileAt(content, 'fx/reference/core/Counter.md');
    expect(page).toContain(
      'The counter\n\nKeeps one counter per address\n\nNot for production: values are public\n\n**security-contact:** security@example.com',
    );
  });

  it('renders a function: fragment signature, selector, notice, parameter and return tables', () => {
    const increment = section(fileAt(content, 'fx/reference/core/Counter.md'), '### increment');
    expect(increment).toContain(
      '```solidity fragment\nfunction increment(uint256 by) external override returns (uint256 newValue);\n```',
    );
    expect(increment).toContain('Selector: `0x7cf5dab0` (`increment(uint256)`)');
    expect(increment).toContain(
      '| Parameter | Type | Description |\n| --- | --- | --- |\n| `by` | `uint256` | How much to add, must be \\< 2\\*\\*128 \\| and \\{positive\\} |',
    );
    expect(increment).toContain('| `newValue` | `uint256` | The value after the increment |');
  });

  it('gives overloads their own heading id and links types that have pages', () => {
    const page = fileAt(content, 'fx/reference/core/Counter.md');
    const second = page.slice(page.indexOf('### increment {#increment-2}'), page.indexOf('### valueOf'));
    expect(second).toContain('Selector: `0xa5090cfb` (`increment(uint256,uint8)`)');
    expect(second).toContain('| `by` | [`Amount`](/fx/reference/core/types/amount) | The amount |');
    expect(second).toContain('| `mode` | [`Mode`](/fx/reference/core/Counter#mode) | Up or down |');
    expect(page).toContain(
      '| `settings` | [`Settings`](/fx/reference/core/interfaces/ICounter#settings) | The new settings |',
    );
  });

  it('resolves @inheritdoc and inherits the docs of overridden functions without NatSpec', () => {
    const page = fileAt(content, 'fx/reference/core/Counter.md');
    expect(section(page, '### owner')).toContain('The owner');
    expect(section(page, '### increment')).toContain('Increments the counter of `msg.sender`');
    expect(section(page, '### valueOf')).toContain("The current value of an owner's counter");
  });

  it('renders state variables, modifiers, events, errors, structs and enums', () => {
    const counter = fileAt(content, 'fx/reference/core/Counter.md');
    expect(section(counter, '### LIMIT')).toContain('uint256 public constant LIMIT = 1_000;');
    expect(section(counter, '### values')).toContain('mapping(address owner => uint256 value) internal values;');
    expect(section(counter, '### onlyOwner')).toContain('modifier onlyOwner();');
    expect(section(counter, '### Mode')).toContain('enum Mode {\n    Up,\n    Down\n}');
    const iface = fileAt(content, 'fx/reference/core/interfaces/ICounter.md');
    expect(section(iface, '### Moved')).toContain('| `owner` | `address` (indexed) | Who moved it |');
    expect(section(iface, '### Moved')).toMatch(/Topic 0: `0x[0-9a-f]{64}` \(`Moved\(address,uint256\)`\)/);
    expect(section(iface, '### CurrencyNotSettled')).toContain('Selector: `0x5212cba1` (`CurrencyNotSettled()`)');
    expect(section(iface, '### Settings')).toContain('| `limit` | `uint128` | Largest value allowed |');
    expect(section(iface, '### Settings')).toContain('| `step` | [`Amount`](/fx/reference/core/types/amount) |  |');
    expect(section(fileAt(content, 'fx/reference/periphery/CounterRouter.md'), '### settings')).toContain(
      'Type: [`ICounter.Settings`](/fx/reference/core/interfaces/ICounter#settings)',
    );
  });

  it('lays out a file with a type, free functions and a library as sections, with an alias page pointing at the main one', () => {
    const page = fileAt(content, 'fx/reference/core/types/amount.md');
    expect(page).toContain('type [`Amount`](#amount), 1 free function and library [`AmountLibrary`](#amountlibrary).');
    expect(page).toContain(
      '## Amount {#amount}\n\n```solidity fragment\ntype Amount is uint256;\n```\n\nAn amount of tokens, in wei',
    );
    expect(page).toContain('## Free functions {#free-functions}\n\n### add {#add}');
    expect(page).toContain('## AmountLibrary {#amountlibrary}\n\nLibrary `AmountLibrary`.');
    expect(fileAt(content, 'fx/reference/core/Amount.md')).toContain(
      'The same reference is published at [Amount](/fx/reference/core/types/amount)',
    );
  });

  it('documents an ABI-only contract with the interfaces it implements', () => {
    const page = fileAt(content, 'fx/reference/periphery/Router.md');
    expect(page).toContain(
      'from the compiled ABI `artifacts/contracts/Router.sol/Router.json` in `@fixture/periphery` 0.4.0',
    );
    expect(page).toContain('Implements [`ICounter`](/fx/reference/core/interfaces/ICounter)');
    expect(section(page, '### increment')).toContain('Increments the counter of `msg.sender`');
    expect(section(page, '### settingsOf')).toContain(
      '[`ICounter.Settings`](/fx/reference/core/interfaces/ICounter#settings)',
    );
  });

  it('writes the errors index with selectors and links', () => {
    const page = fileAt(content, 'fx/reference/errors/errors.md');
    expect(page).toMatch(/^---\nid: "errors"\ntitle: "Fixture errors"\nslug: "\/fx\/reference\/errors\/errors"\n/);
    expect(page).toContain(
      '| `CurrencyNotSettled()` | `0x5212cba1` | [`ICounter`](/fx/reference/core/interfaces/ICounter#currencynotsettled) | Thrown when a currency is not netted out |',
    );
    expect(page).toContain(
      '| `Overflow(uint256 value)` | `0xe0fb6a7c` | [`CounterMath`](/fx/reference/core/libraries/CounterMath#overflow) | Thrown on overflow |',
    );
    expect(page.indexOf('## @fixture/core')).toBeLessThan(page.indexOf('## @fixture/periphery'));
  });

  it('writes _category_.json for each folder, from the settings given or with a label from the folder name', () => {
    const categories = Object.fromEntries(
      content.docs.filter((d) => d.path.endsWith('_category_.json')).map((d) => [d.path, JSON.parse(d.contents)]),
    );
    expect(categories['fx/reference/core/_category_.json']).toEqual({ label: 'Core', position: 1, collapsed: false });
    expect(categories['fx/reference/core/interfaces/_category_.json']).toEqual({ label: 'Interfaces' });
    expect(Object.keys(categories)).toContain('fx/reference/_category_.json');
    expect(Object.keys(categories)).toContain('fx/reference/errors/_category_.json');
  });

  it('warns (file and line) about a file that does not parse, an unknown @param and an @inheritdoc without parent', () => {
    expect(content.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: '@fixture/core/src/bad/Broken.sol',
        line: 6,
        message: expect.stringContaining('parse error'),
      }),
      expect.objectContaining({
        severity: 'warning',
        file: '@fixture/core/src/bad/BadDocs.sol',
        line: 8,
        message: expect.stringContaining('@param "missing"'),
      }),
      expect.objectContaining({
        severity: 'warning',
        file: '@fixture/core/src/bad/BadDocs.sol',
        line: 11,
        message: expect.stringContaining('@inheritdoc INowhere'),
      }),
    ]);
    expect(fileAt(content, 'fx/reference/core/bad/BadDocs.md')).toContain('### set {#set}');
  });
});
