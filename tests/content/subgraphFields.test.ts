// The entities and fields that the subgraph pages name in their tables (and as `Entity.field` in prose), and the
// entities of an entity map drawn in a `text` block (`Pair ── ...`), exist in the vendored schema of the subgraph the
// page documents, with the type the page gives them.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNamedType, type GraphQLObjectType, type GraphQLSchema, isListType, isNonNullType, type GraphQLOutputType } from 'graphql';
import type { Code, Heading, InlineCode, Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { entityTypes, readEntitySchema } from './subgraphSchema.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(rootDir, 'tests/fixtures/subgraph');
const schemas = { v2: readEntitySchema(join(fixtures, 'v2.schema.graphql')), v3: readEntitySchema(join(fixtures, 'v3.schema.graphql')) };

/** The pages that document a subgraph's entities, and which one (the query pages are validated whole, elsewhere). */
const PAGES: Array<[page: string, schema: keyof typeof schemas]> = [
  ['content/docs/contracts/v2/reference/API/entities.md', 'v2'],
  ['content/docs/contracts/v2/reference/API/overview.md', 'v2'],
  ['content/docs/api/subgraph/overview.md', 'v3'],
];

/** A claim the page makes about the schema, with the page line it is on. */
interface FieldClaim {
  line: number;
  entities: string[];
  field?: string;
  type?: string;
}

const IDENTIFIER = /^[a-z_][A-Za-z0-9_]*$/;

function codes(node: Parameters<typeof toString>[0]): string[] {
  const values: string[] = [];
  visit(node as Root, 'inlineCode', (code: InlineCode) => void values.push(code.value));
  return values;
}

/** Claims from tables whose first column is `Entity` (entity per row) or `Field` (entity from the heading above). */
function tableClaims(table: Table, entity: string | undefined, known: Set<string>): FieldClaim[] {
  const [header, ...rows] = table.children;
  const firstHeader = toString(header!.children[0]!).trim();
  const typeColumn = header!.children.findIndex((cell) => toString(cell).trim() === 'Type');
  return rows.flatMap((row): FieldClaim[] => {
    const line = row.position!.start.line;
    const [first, ...rest] = row.children;
    if (firstHeader === 'Entity') {
      const entities = codes(first!).filter((c) => known.has(c));
      const claims: FieldClaim[] = codes(first!).filter((c) => /^[A-Z]/.test(c)).map((c) => ({ line, entities: [c] }));
      const fields = rest.flatMap(codes).filter((c) => IDENTIFIER.test(c));
      return [...claims, ...fields.map((field) => ({ line, entities, field }))];
    }
    if (firstHeader === 'Field' && entity) {
      const type = typeColumn > 0 ? codes(row.children[typeColumn]!)[0] : undefined;
      return codes(first!).filter((c) => IDENTIFIER.test(c)).map((field) => ({ line, entities: [entity], field, type }));
    }
    return [];
  });
}

/** Entities named at the start of an entity-map line (`├── Mint / Burn / Swap ── one per pair event`). */
function entityMapClaims(code: Code): FieldClaim[] {
  if (code.lang !== 'text') return [];
  return code.value.split('\n').flatMap((text, index) => {
    const label = /^[\s│├└─]*([A-Z][A-Za-z]*(?:\s*[/,]\s*[A-Z][A-Za-z]*)*)\s+──/.exec(text)?.[1];
    const line = code.position!.start.line + 1 + index;
    return label ? label.split(/\s*[/,]\s*/).map((entity) => ({ line, entities: [entity] })) : [];
  });
}

/** Every claim of a page: table rows, entity maps, and `Entity.field` anywhere in inline code. */
function pageClaims(page: string, schema: GraphQLSchema): FieldClaim[] {
  const known = new Set(entityTypes(schema).map((t) => t.name));
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).parse(readFileSync(join(rootDir, page), 'utf8')) as Root;
  const claims: FieldClaim[] = [];
  let entity: string | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading') entity = headingEntity(node, known);
    if (node.type === 'table') claims.push(...tableClaims(node, entity, known));
    if (node.type === 'code') claims.push(...entityMapClaims(node));
  }
  visit(tree, 'inlineCode', (code: InlineCode) => {
    for (const match of code.value.matchAll(/\b([A-Z][A-Za-z]+)\.([a-z][A-Za-z0-9]*)\b/g)) {
      if (known.has(match[1]!)) claims.push({ line: code.position!.start.line, entities: [match[1]!], field: match[2]! });
    }
  });
  return claims;
}

/** The entity a heading introduces: its first word, when that is an entity (`Pair {#pair}`, `User`). */
function headingEntity(heading: Heading, known: Set<string>): string | undefined {
  const first = toString(heading).trim().split(/[\s,]/)[0]!;
  return known.has(first) ? first : undefined;
}

/** The type as the pages write it: named type, list brackets kept, `!` dropped. */
function pageTypeName(type: GraphQLOutputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) ? `[${pageTypeName(inner.ofType)}]` : getNamedType(inner).name;
}

function claimProblem(claim: FieldClaim, schema: GraphQLSchema): string | undefined {
  const types = claim.entities.map((name) => schema.getType(name) as GraphQLObjectType | undefined);
  if (types.length === 0 || types.some((t) => !t)) return `line ${claim.line}: no entity ${claim.entities.join('/')} in the schema`;
  if (!claim.field) return undefined;
  const owners = types.filter((t) => t!.getFields()[claim.field!]);
  if (owners.length === 0) return `line ${claim.line}: ${claim.entities.join('/')} has no field ${claim.field}`;
  if (claim.type) {
    const actual = pageTypeName(owners[0]!.getFields()[claim.field]!.type);
    if (actual !== claim.type) return `line ${claim.line}: ${claim.entities[0]}.${claim.field} is ${actual}, the page says ${claim.type}`;
  }
  return undefined;
}

describe('subgraph entities and fields named on the pages', () => {
  for (const [page, version] of PAGES) {
    it(page, () => {
      const claims = pageClaims(page, schemas[version]);
      expect(claims.length).toBeGreaterThan(0);
      expect(claims.map((c) => claimProblem(c, schemas[version])).filter(Boolean)).toEqual([]);
    });
  }

  it('reads the entities of an entity map and catches one the schema does not have', () => {
    const map = { type: 'code', lang: 'text', value: 'Pair ── per pair\n  ├── Mint / Burn ── events\n  ├── LiquidityPosition ── balances', position: { start: { line: 10, column: 1 }, end: { line: 14, column: 4 } } } as Code;
    const claims = entityMapClaims(map);
    expect(claims.map((c) => c.entities[0])).toEqual(['Pair', 'Mint', 'Burn', 'LiquidityPosition']);
    expect(claims.map((c) => claimProblem(c, schemas.v2)).filter(Boolean)).toEqual(['line 13: no entity LiquidityPosition in the schema']);
  });

  it('catches a field the schema does not have', () => {
    const claim = { line: 1, entities: ['User'], field: 'liquidityPositions' };
    expect(claimProblem(claim, schemas.v2)).toMatch(/no field liquidityPositions/);
  });
});
