// Routes that cannot become a folder of the site: they climb out of it, name a file the disk refuses, or hold a
// character URLs reserve.

/** The longest file name most file systems take, in bytes. */
const maxSegmentBytes = 255;

/**
 * Characters a URL path cannot hold as they are: `?` and `#` end the path and `%` starts an escape, so a page named
 * with one is reached at another address than its folder's (spaces and non-ASCII letters are escaped by browsers
 * and servers alike, and work).
 */
const reservedCharacter = /[%?#\\]/;

/** Why `route` cannot be written inside the output folder and reached at its address, or undefined when it can. */
export function routeProblem(route: string): string | undefined {
  for (const segment of route.split('/')) {
    if (segment === '..' || segment === '.')
      return `route ${route} has a "${segment}" segment, which would place the page outside the site folder`;
    const bytes = Buffer.byteLength(segment);
    if (bytes > maxSegmentBytes)
      return `route ${route.slice(0, 60)}… has a segment of ${bytes} bytes, longer than the ${maxSegmentBytes} a file name may have`;
    const reserved = reservedCharacter.exec(segment);
    if (reserved)
      return `route ${route} holds "${reserved[0]}", which URLs reserve: the page could not be reached at its address`;
  }
  return undefined;
}
