// Whether one absolute path is another or lies inside it.
import path from 'node:path';

/** True when `inner` is `outer` or lies inside it (`/a/bc` is not inside `/a/b`). */
export function isWithin(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : `${outer}${path.sep}`);
}
