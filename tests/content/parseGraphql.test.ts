// Pins the GraphQL example check: documents must parse, and a syntax error names its page line.
import { describe, expect, it } from 'vitest';
import { fixtureBlocks, fixturePage, markerLine } from './fixturePages.js';
import { parseGraphqlExamples } from './parseGraphql.js';

describe('parseGraphqlExamples', () => {
  it('accepts a valid query', () => {
    expect(parseGraphqlExamples(fixtureBlocks('graphql-good.md')).failures).toEqual([]);
  });

  it('reports a syntax error at its page line and column', () => {
    const { failures } = parseGraphqlExamples(fixtureBlocks('graphql-bad.md'));
    expect(failures).toEqual([
      {
        page: fixturePage('graphql-bad.md'),
        line: markerLine('graphql-bad.md'),
        column: 18,
        tool: 'graphql',
        message: 'Syntax Error: Expected Name, found "{".',
      },
    ]);
  });

  it('skips blocks marked fragment', () => {
    const [block] = fixtureBlocks('graphql-bad.md');
    expect(parseGraphqlExamples([{ ...block!, fragment: true }])).toMatchObject({ failures: [], compiled: 0 });
  });
});
