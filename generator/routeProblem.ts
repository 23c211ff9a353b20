// Routes that cannot become a folder of the site: they climb out of it, name a file the disk refuses, or hold a
// character URLs reserve or cannot hold.

/** The longest file name most file systems take, in bytes. */
const maxSegmentBytes = 255;

/**
 * What the build appends to a route's last segment to name a file beside its folder: the page's `.html` file (with
 * `trailingSlash: false`) and its markdown copy, `.md`.
 */
const pageFileSuffixes = ['.html', '.md'];

/** The longest last segment whose files still have names of at most `maxSegmentBytes`. */
const maxLastSegmentBytes = maxSegmentBytes - Math.max(...pageFileSuffixes.map((suffix) => suffix.length));

/**
 * Characters a URL path cannot hold as they are: `?` and `#` end the path and `%` starts an escape, so a page named
 * with one is reached at another address than its folder's (spaces and non-ASCII letters are escaped by browsers
 * and servers alike, and work). Control characters (NUL among them, which no file name may hold) are dropped or
 * refused by browsers, servers and the disk alike.
 */
const reservedCharacter = /[%?#\\\u0000-\u001f\u007f]/;

/** Control characters, shown escaped so that a message holding a route prints as it reads in the source. */
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** `text` with each control character written as `\uXXXX`. */
const printable = (text: string) =>
  text.replace(controlCharacters, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Why `route` cannot be written inside the output folder and reached at its address, or undefined when it can. */
export function routeProblem(rawRoute: string): string | undefined {
  const route = printable(rawRoute);
  for (const segment of rawRoute.split('/')) {
    if (segment === '..' || segment === '.')
      return `route ${route} has a "${segment}" segment, which would place the page outside the site folder`;
    const bytes = Buffer.byteLength(segment);
    if (bytes > maxSegmentBytes)
      return `route ${route.slice(0, 60)}… has a segment of ${bytes} bytes, longer than the ${maxSegmentBytes} a file name may have`;
    const reserved = reservedCharacter.exec(segment);
    if (reserved && printable(reserved[0]) !== reserved[0])
      return `route ${route} holds the control character "${printable(reserved[0])}", which a URL path cannot hold: the page could not be written or reached at its address`;
    if (reserved)
      return `route ${route} holds "${reserved[0]}", which URLs reserve: the page could not be reached at its address`;
  }
  const last = rawRoute.split('/').at(-1) ?? '';
  const bytes = Buffer.byteLength(last);
  if (bytes > maxLastSegmentBytes)
    return `route ${route.slice(0, 60)}… ends in a segment of ${bytes} bytes: the files named after it (${pageFileSuffixes.map((suffix) => `<segment>${suffix}`).join(', ')}) would be longer than the ${maxSegmentBytes} bytes a file name may have, so it may have at most ${maxLastSegmentBytes}`;
  return undefined;
}
