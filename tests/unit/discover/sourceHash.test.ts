import { describe, expect, it } from 'vitest';
import { reuseUnchanged, sourceHash } from '../../../generator/discover/sourceHash.js';
import type { SourceFile } from '../../../generator/types.js';

const file = (origin: string, contents: string, path = origin): SourceFile => ({ path, origin, contents });

describe('sourceHash', () => {
  it('differs when the text or the origin differs, and is the same for equal files', () => {
    const a = sourceHash(file('docs/a.md', 'Swaps'));
    expect(sourceHash(file('docs/a.md', 'Swaps'))).toBe(a);
    expect(sourceHash(file('docs/a.md', 'Pools'))).not.toBe(a);
    expect(sourceHash(file('docs/b.md', 'Swaps'))).not.toBe(a);
  });
});

describe('reuseUnchanged', () => {
  it('keeps the earlier object of an unchanged file and takes the new one of a changed or new file', () => {
    const first = reuseUnchanged([file('docs/a.md', 'A'), file('docs/b.md', 'B')], new Map());
    const second = reuseUnchanged(
      [file('docs/a.md', 'A'), file('docs/b.md', 'B edited'), file('docs/c.md', 'C')],
      first.byOrigin,
    );
    expect(second.files[0]).toBe(first.files[0]);
    expect(second.files[1]).not.toBe(first.files[1]);
    expect(second.files[1]!.contents).toBe('B edited');
    expect(second.files[2]!.contents).toBe('C');
  });

  it('takes the new object when a file moved (same origin, new path)', () => {
    const first = reuseUnchanged([file('docs/a.md', 'A', 'a.md')], new Map());
    const moved = reuseUnchanged([file('docs/a.md', 'A', 'guides/a.md')], first.byOrigin);
    expect(moved.files[0]!.path).toBe('guides/a.md');
  });
});
