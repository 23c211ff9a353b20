// Pins the pages generated from the fixture declaration packages: structure, links, escaping and exact output.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSdkReference, type SdkReferenceBuild } from '../../../../generator/plugins/referenceTypescript/index.js';
import { demoPackages, fileAt, fixtureDir, freshContext, frontmatterOf, memberBlock } from './buildFixture.js';
import { markdownProblems } from './markdownProblems.js';

let build: SdkReferenceBuild;
const page = (docsPath: string) => fileAt(build.reference.docs, docsPath);
const amount = () => page('sdk/demo-core/reference/classes/Amount.md');

beforeAll(async () => {
  build = await buildSdkReference(freshContext(), { packages: demoPackages });
});

describe('generated files', () => {
  it('makes one page per exported class, enum and interface, and nothing for functions, constants or type aliases', () => {
    expect(build.reference.routes).toEqual([
      '/sdk/demo-core/reference/classes/Amount',
      '/sdk/demo-core/reference/classes/Fraction',
      '/sdk/demo-core/reference/classes/Token',
      '/sdk/demo-core/reference/enums/NativeName',
      '/sdk/demo-core/reference/enums/Rounding',
      '/sdk/demo-core/reference/interfaces/FormatOptions',
      '/sdk/demo-core/reference/interfaces/Formattable',
      '/sdk/demo-v3/reference/classes/Pool',
      '/sdk/demo-v3/reference/interfaces/BaseOptions',
      '/sdk/demo-v3/reference/interfaces/QuoteOptions',
    ]);
    expect(build.diagnostics).toEqual([]);
  });

  it('writes a _category_.json per kind folder, and no overview page by default', () => {
    const paths = build.reference.docs.map((d) => d.path).filter((p) => !p.endsWith('.md'));
    expect(paths.sort()).toEqual([
      'sdk/demo-core/reference/classes/_category_.json',
      'sdk/demo-core/reference/enums/_category_.json',
      'sdk/demo-core/reference/interfaces/_category_.json',
      'sdk/demo-v3/reference/classes/_category_.json',
      'sdk/demo-v3/reference/interfaces/_category_.json',
    ]);
    expect(JSON.parse(page('sdk/demo-core/reference/enums/_category_.json'))).toEqual({
      label: 'Enums',
      collapsed: true,
    });
    expect(build.reference.docs.some((d) => d.path.endsWith('overview.md'))).toBe(false);
  });

  it('points each page at the declaration it came from', () => {
    const file = build.reference.docs.find((d) => d.path === 'sdk/demo-core/reference/classes/Token.md');
    expect(file).toMatchObject({ origin: 'demo-core/dist/currency.d.ts', originLine: 16 });
  });
});

describe('frontmatter', () => {
  it('has the typedoc-style title with `>` escaped, the bare name as sidebar label, and a description', () => {
    expect(parse(frontmatterOf(amount()))).toEqual({
      id: 'Amount',
      title: 'Class: Amount<T\\>',
      sidebar_label: 'Amount',
      description: 'An amount of a token, as a fraction of its smallest unit.',
      custom_edit_url: null,
    });
    expect(amount()).toContain('\n# Class: Amount\\<T\\>\n');
  });

  it('names enums Enumeration and falls back to a made-up description when there is no doc comment', () => {
    const fields = parse(frontmatterOf(page('sdk/demo-core/reference/enums/NativeName.md')));
    expect(fields.title).toBe('Enumeration: NativeName');
    expect(fields.description).toBe('Reference for the NativeName enumeration of demo-core.');
  });
});

describe('class pages', () => {
  it('lists type parameters with constraint, default and @template text', () => {
    expect(amount()).toContain(
      '| `T` | [`Token`](/sdk/demo-core/reference/classes/Token) | [`Token`](/sdk/demo-core/reference/classes/Token) | The token the amount is in |',
    );
  });

  it('links extends and implements, and lists subclasses and implementers on the base pages', () => {
    expect(amount()).toContain(
      '- Extends [`Fraction`](/sdk/demo-core/reference/classes/Fraction)\n- Implements [`Formattable`](/sdk/demo-core/reference/interfaces/Formattable)',
    );
    expect(page('sdk/demo-core/reference/classes/Fraction.md')).toContain(
      '- Extended by [`Amount`](/sdk/demo-core/reference/classes/Amount)',
    );
    expect(page('sdk/demo-core/reference/interfaces/Formattable.md')).toContain(
      '- Implemented by [`Amount`](/sdk/demo-core/reference/classes/Amount)',
    );
    expect(page('sdk/demo-core/reference/classes/Token.md')).toContain('- Extends `BaseCurrency`');
  });

  it('renders a protected constructor with its flag and parameter table', () => {
    const block = memberBlock(amount(), '### constructor {#constructor}');
    expect(block).toContain(
      '```ts fragment\nprotected constructor(token: T, numerator: bigint, denominator?: bigint)\n```',
    );
    expect(block).toContain('`protected`');
    expect(block).toContain('| `denominator?` | `bigint` |   |');
  });

  it('shows static methods with their own type parameters, @param and @returns', () => {
    const block = memberBlock(amount(), '### fromRaw {#fromraw}');
    expect(block).toContain('static fromRaw<T extends Token>(token: T, raw: bigint): Amount<T>');
    expect(block).toContain('`static`');
    expect(block).toContain('| `raw` | `bigint` | The amount in the smallest unit |');
    expect(block).toContain('**Returns:** [`Amount`](/sdk/demo-core/reference/classes/Amount)`<T>` — The amount');
  });

  it('puts instance members before static ones, each group alphabetical', () => {
    const headings = [...amount().matchAll(/^### (\w+) /gm)].map((m) => m[1]);
    expect(headings).toEqual([
      'constructor',
      'denominator',
      'numerator',
      'token',
      'label',
      'parts',
      'quotient',
      'add',
      'format',
      'split',
      'toExact',
      'toFixed',
      'fromRaw',
    ]);
  });

  it('leaves private members out', () => {
    expect(amount()).not.toMatch(/scale/);
  });

  it('marks inherited members and links them to the base page', () => {
    const block = memberBlock(amount(), '### toFixed {#tofixed}');
    expect(block).toContain('Inherited from [`Fraction.toFixed`](/sdk/demo-core/reference/classes/Fraction#tofixed)');
    expect(block).toContain('Formats the fraction with a fixed number of decimals.');
  });

  it('marks overrides and implementations, borrowing the doc comment of the interface when there is none', () => {
    expect(memberBlock(amount(), '### add {#add}')).toContain(
      'Overrides [`Fraction.add`](/sdk/demo-core/reference/classes/Fraction#add)',
    );
    const format = memberBlock(amount(), '### format {#format}');
    expect(format).toContain(
      'Implementation of [`Formattable.format`](/sdk/demo-core/reference/interfaces/Formattable#format)',
    );
    expect(format).toContain('Prints the value.');
  });

  it('shows getter and setter together as one accessor', () => {
    const block = memberBlock(amount(), '### label {#label}');
    expect(block).toContain('```ts fragment\nget label(): string\nset label(value: string)\n```');
    expect(block).toContain('A label shown next to the amount.');
  });

  it('renders each overload with its own doc comment', () => {
    const block = memberBlock(amount(), '### split {#split}');
    expect(block).toContain('**Overload 1 of 2**');
    expect(block).toContain('| `parts` | `number` | How many parts |');
    expect(block).toContain('**Overload 2 of 2**');
    expect(block).toContain('| `weights` | `number[]` | One weight per part |');
  });

  it('turns @deprecated into a warning admonition and @throws into a list', () => {
    expect(memberBlock(amount(), '### toExact {#toexact}')).toContain(
      ':::warning[Deprecated]\n\nUse [`Amount.format`](/sdk/demo-core/reference/classes/Amount#format) instead.\n\n:::',
    );
    expect(memberBlock(page('sdk/demo-core/reference/classes/Token.md'), '### sortsBefore {#sortsbefore}')).toContain(
      '**Throws**\n\n- if the tokens have the same address\n- if the tokens are on different chains',
    );
  });

  it('renders a class @example as a TypeScript fragment under Examples', () => {
    expect(amount()).toContain(
      '## Examples {#examples}\n\n```ts fragment\nconst amount = Amount.fromRaw(token, 1000n);',
    );
  });

  it('parses cleanly: every code block a fragment, no raw HTML, no broken table rows, no stray directives', () => {
    for (const file of build.reference.docs.filter((d) => d.path.endsWith('.md'))) {
      expect(markdownProblems(file.contents), file.path).toEqual([]);
    }
  });

  it('links {@link} to an undocumented base class member to the inherited member on the same page', () => {
    expect(page('sdk/demo-core/reference/classes/Token.md')).toContain(
      '| `chainId` | `number` | [`BaseCurrency.chainId`](/sdk/demo-core/reference/classes/Token#chainid) |',
    );
  });
});

describe('escaping', () => {
  it('escapes pipes in table cells, also inside code spans', () => {
    expect(memberBlock(page('sdk/demo-core/reference/classes/Fraction.md'), '### add {#add}')).toContain(
      '| `other` | [`Fraction`](/sdk/demo-core/reference/classes/Fraction)` \\| bigint` | The fraction to add |',
    );
  });

  it('escapes braces and angle brackets in prose but not in code spans', () => {
    const formatOptions = page('sdk/demo-core/reference/interfaces/FormatOptions.md');
    expect(formatOptions).toContain(': `{ groupSeparator: "," }` and friends.');
    const overview = build.reference.indexFor('demo-core') ?? '';
    expect(overview).toContain('Options for Formattable.format: \\{ groupSeparator: "," \\} and friends.');
  });

  it('escapes brackets in an index signature heading and gives it a stable id', () => {
    expect(page('sdk/demo-core/reference/interfaces/FormatOptions.md')).toContain(
      '### \\[option: string\\] {#option-string}',
    );
  });
});

describe('enum and interface pages', () => {
  it('lists enum members with values and doc comments, in source order', () => {
    expect(page('sdk/demo-core/reference/enums/Rounding.md')).toContain(
      '| `ROUND_DOWN` | `0` | Toward zero. |\n| `ROUND_HALF_UP` | `1` | To the nearest value; halves go up. |\n| `ROUND_UP` | `2` |   |',
    );
    expect(page('sdk/demo-core/reference/enums/NativeName.md')).toContain('| `ETH` | `"ETH"` |   |');
  });

  it('shows interface members, inherited ones from the extended interface included', () => {
    const quoteOptions = page('sdk/demo-v3/reference/interfaces/QuoteOptions.md');
    expect(quoteOptions).toContain('- Extends [`BaseOptions`](/sdk/demo-v3/reference/interfaces/BaseOptions)');
    expect(memberBlock(quoteOptions, '### deadline {#deadline}')).toContain(
      'Inherited from [`BaseOptions.deadline`](/sdk/demo-v3/reference/interfaces/BaseOptions#deadline)',
    );
    expect(memberBlock(quoteOptions, '### rounding {#rounding}')).toContain(
      '**Type:** [`Rounding`](/sdk/demo-core/reference/enums/Rounding)',
    );
  });
});

describe('cross-package links', () => {
  it('links types of another configured package to its pages, inside generics and tuples', () => {
    const quote = memberBlock(page('sdk/demo-v3/reference/classes/Pool.md'), '### quote {#quote}');
    expect(quote).toContain(
      '**Returns:** `Promise<[`[`Amount`](/sdk/demo-core/reference/classes/Amount)`<`[`Token`](/sdk/demo-core/reference/classes/Token)`>, `[`Pool`](/sdk/demo-v3/reference/classes/Pool)`]>` — The amount out and the pool after the swap',
    );
    expect(quote).toContain('See [`QuoteOptions`](/sdk/demo-v3/reference/interfaces/QuoteOptions)');
  });
});

describe('item list for overview pages', () => {
  it('groups every item by kind with a one-line summary', () => {
    expect(build.reference.indexFor('demo-v3')).toBe(
      [
        '## Classes',
        '',
        '- [`Pool`](/sdk/demo-v3/reference/classes/Pool): A pool of two tokens.',
        '',
        '## Interfaces',
        '',
        '- [`BaseOptions`](/sdk/demo-v3/reference/interfaces/BaseOptions): Options every pool call takes.',
        '- [`QuoteOptions`](/sdk/demo-v3/reference/interfaces/QuoteOptions): Options of Pool.quote.',
      ].join('\n'),
    );
    expect(build.reference.indexFor('not-configured')).toBeUndefined();
  });

  it('generates overview pages when asked to', async () => {
    const withOverview = await buildSdkReference(freshContext(), { packages: demoPackages, overview: 'page' });
    const overview = fileAt(withOverview.reference.docs, 'sdk/demo-core/reference/overview.md');
    expect(parse(frontmatterOf(overview))).toMatchObject({ id: 'overview', title: 'Overview', sidebar_position: 1 });
    expect(overview).toContain(
      '## Enumerations {#enumerations}\n\n- [`NativeName`](/sdk/demo-core/reference/enums/NativeName)\n- [`Rounding`]',
    );
  });
});

describe('exact output', () => {
  const expectedDir = path.join(fixtureDir, 'expected');
  const pinned = [
    'sdk/demo-core/reference/classes/Amount.md',
    'sdk/demo-core/reference/classes/Token.md',
    'sdk/demo-core/reference/enums/Rounding.md',
    'sdk/demo-core/reference/interfaces/FormatOptions.md',
    'sdk/demo-v3/reference/classes/Pool.md',
  ];
  it.each(pinned)('%s matches expected/ (UPDATE_EXPECTED=1 rewrites it)', (docsPath) => {
    const expectedFile = path.join(expectedDir, docsPath);
    if (process.env.UPDATE_EXPECTED === '1') {
      mkdirSync(path.dirname(expectedFile), { recursive: true });
      writeFileSync(expectedFile, page(docsPath));
    }
    expect(page(docsPath)).toBe(readFileSync(expectedFile, 'utf8'));
  });
});
