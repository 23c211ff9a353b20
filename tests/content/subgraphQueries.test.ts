// Every GraphQL query on a page (fenced blocks, and query strings inside TypeScript examples) validates against the
// query API of the subgraph the page is about, built from that subgraph's vendored schema.graphql.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GraphQLSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, pagePath, readCodeBlocks } from './extractCodeBlocks.js';
import { GRAPHQL_LANGS } from './parseGraphql.js';
import { buildSubgraphQuerySchema } from './subgraphSchema.js';
import { TYPESCRIPT_LANGS } from './typecheckTypescript.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(rootDir, 'tests/fixtures/subgraph');

/** Which subgraph a page's queries are written for, by the page's folder. */
const SUBGRAPH_OF_PAGE: Array<[prefix: string, schema: 'v2' | 'v3']> = [
  ['content/docs/contracts/v2/', 'v2'],
  ['content/docs/api/subgraph/', 'v3'],
];

/** A GraphQL document found on a page. */
interface PageQuery {
  page: string;
  line: number;
  query: string;
}

/** Query strings inside TypeScript: template or quoted literals that start with `query`. */
export function queriesInCode(code: string): Array<{ offset: number; query: string }> {
  const found: Array<{ offset: number; query: string }> = [];
  for (const match of code.matchAll(/(`|')(\s*query\s+\w+[\s\S]*?)\1/g)) {
    if (match[2]!.includes('${')) continue;
    found.push({ offset: match.index!, query: match[2]! });
  }
  return found;
}

function pageQueries(file: string): PageQuery[] {
  const page = pagePath(file, rootDir);
  return readCodeBlocks(file, rootDir).flatMap((block): PageQuery[] => {
    if (GRAPHQL_LANGS.has(block.lang) && !block.fragment) return [{ page, line: block.line, query: block.code }];
    if (!TYPESCRIPT_LANGS.has(block.lang)) return [];
    return queriesInCode(block.code).map(({ offset, query }) => ({ page, line: block.line + block.code.slice(0, offset).split('\n').length - 1, query }));
  });
}

const schemas = { v2: buildSubgraphQuerySchema(join(fixtures, 'v2.schema.graphql')), v3: buildSubgraphQuerySchema(join(fixtures, 'v3.schema.graphql')) };
const queries = findMarkdownFiles(join(rootDir, 'content')).flatMap(pageQueries);

function schemaFor(page: string): GraphQLSchema | undefined {
  const entry = SUBGRAPH_OF_PAGE.find(([prefix]) => page.startsWith(prefix));
  return entry ? schemas[entry[1]] : undefined;
}

function problems(schema: GraphQLSchema, query: string): string[] {
  return validate(schema, parse(query)).map((error) => error.message);
}

describe('subgraph query API built from the vendored schemas', () => {
  it('accepts a query that uses what Graph Node generates', () => {
    const query = `query Q($pool: Bytes!, $last: Bytes!) {
      pools(first: 5, orderBy: token0__symbol, where: { id_gt: $last, token0_: { symbol: "WETH" } }, block: { number: 1 }) { id ticks(first: 2) { tickIdx } }
      swaps(where: { pool: $pool, amountUSD_gt: "1" }) { id }
      tokenDayDatas(where: { token_in: ["0x01"] }) { date }
      factories { id }
      flashes { id }
      _meta { block { number } }
    }`;
    expect(problems(schemas.v3, query)).toEqual([]);
  });

  it('rejects a field the schema lacks and a variable of the wrong type', () => {
    expect(problems(schemas.v2, '{ liquidityPositions { id } }').join('\n')).toMatch(/liquidityPositions/);
    expect(problems(schemas.v3, 'query Q($pool: String!) { swaps(where: { pool: $pool }) { id } }').join('\n')).toMatch(/String!.*Bytes/);
  });
});

describe('GraphQL queries on the pages', () => {
  it('every page with a query is mapped to a subgraph', () => {
    expect([...new Set(queries.filter((q) => !schemaFor(q.page)).map((q) => q.page))]).toEqual([]);
  });

  for (const { page, line, query } of queries) {
    const schema = schemaFor(page);
    if (!schema) continue;
    it(`${page}:${line}`, () => {
      expect(problems(schema, query)).toEqual([]);
    });
  }
});
