import { describe, expect, it } from 'vitest';
import { oncePerPartialPlace } from '../../../generator/markdown/partialDiagnostics.js';
import type { Diagnostic } from '../../../generator/types.js';

const inPartial = (page: string): Diagnostic => ({
  severity: 'warning',
  file: 'docs/_footer.mdx',
  line: 4,
  column: 1,
  message: 'unknown MDX component <Banner> has no children to show: it is left out',
  hint: `Write it in markdown. The partial is imported at docs/${page}.mdx:9.`,
});
const own = (page: string): Diagnostic => ({ severity: 'warning', file: `docs/${page}.mdx`, line: 2, message: 'odd' });

describe('oncePerPartialPlace', () => {
  it('reports a problem of a partial once, at the first page importing it, counting the other pages', () => {
    const merged = oncePerPartialPlace([[own('a'), inPartial('a')], [inPartial('b')], [own('c'), inPartial('c')]]);
    expect(merged).toEqual([
      own('a'),
      {
        ...inPartial('a'),
        hint: 'Write it in markdown. The partial is imported at docs/a.mdx:9. 2 other pages import it too.',
      },
      own('c'),
    ]);
  });

  it('keeps what one page reports twice, and problems at other places or with other messages', () => {
    const other = { ...inPartial('b'), line: 5 };
    const diagnostics = [[inPartial('a'), inPartial('a')], [other], [{ ...inPartial('c'), message: 'else' }]];
    expect(oncePerPartialPlace(diagnostics)).toEqual(diagnostics.flat());
  });
});
