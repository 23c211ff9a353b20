// Checks that every GraphQL example parses (the schema is not known here, so only the syntax is checked).
import { GraphQLError, parse } from 'graphql';
import type { CodeBlock } from './extractCodeBlocks.js';
import { type CheckOutcome, findingsToFailures } from './exampleFailure.js';

/** Languages whose blocks are parsed as GraphQL documents. */
export const GRAPHQL_LANGS = new Set(['graphql', 'gql']);

/** Parses every non-fragment GraphQL block; a failure names the page, the line and the syntax error. */
export function parseGraphqlExamples(blocks: CodeBlock[]): CheckOutcome {
  const checked = blocks.filter((b) => GRAPHQL_LANGS.has(b.lang) && !b.fragment);
  const failures = checked.flatMap((block) => {
    try {
      parse(block.code);
      return [];
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const location = error.locations?.[0];
      const finding = { block: 0, line: location?.line ?? 1, column: location?.column, message: error.message };
      return findingsToFailures([block], [finding], 'graphql');
    }
  });
  return { failures, compiled: checked.length, cached: 0 };
}
