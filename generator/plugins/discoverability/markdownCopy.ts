// A page's markdown as its `.md` copy serves it. The copy lives at the page's route, not next to its source file, so a
// relative target the author wrote (`./setup.md#install`, `./img/flow.png`) would point at nothing there; each one the
// build knows is made an absolute URL of the site. Code blocks are left as written.
import { isRelativeUrl } from '../../urls.js';

/** The absolute URL for a relative target of the page, or undefined to keep the target as written. */
export type TargetResolver = (target: string) => string | undefined;

// The patterns match within a line, as `[^\S\n]` (white space but a line ending) keeps them from reaching the next.
/** `](target)` of an inline link or image; the target may be wrapped in `<…>`. */
const inlineTarget = /(\]\([^\S\n]*)(<[^>\n]*>|[^\s)<]+)/g;
/** `[label]: target` of a link reference definition. */
const definitionTarget = /^([^\S\n]{0,3}\[[^\]\n]+\]:[^\S\n]*)(<[^>\n]*>|\S+)/gm;
/** `src="…"` and `href="…"` of HTML or JSX in the page. */
const attributeTarget = /([^\S\n](?:src|href)=)(["'])([^"'\n]*)\2/g;
/** A line that opens or closes a fenced code block, and its fence. */
const fenceLine = /^ {0,3}(`{3,}|~{3,})[^\n]*/gm;
/** Somewhere a relative target may start; most pages (all of this site's) link only by absolute path. */
const mayHoldRelativeTarget = /(?:\]\(\s*<?|\]:\s*<?|\s(?:src|href)=["'])(?![a-z][a-z0-9+.-]*:|\/|#|["')>])/i;

/** `markdown` with every relative target that `resolve` knows replaced by its URL. */
export function withSiteUrls(markdown: string, resolve: TargetResolver): string {
  if (!mayHoldRelativeTarget.test(markdown)) return markdown;
  const replaceTarget = (target: string): string => {
    const bracketed = target.startsWith('<') && target.endsWith('>');
    const bare = bracketed ? target.slice(1, -1) : target;
    const url = bare && isRelativeUrl(bare) ? resolve(bare) : undefined;
    if (url === undefined) return target;
    return bracketed ? `<${url}>` : url;
  };
  const withUrls = (prose: string) =>
    prose
      .replace(definitionTarget, (_, before: string, target: string) => before + replaceTarget(target))
      .replace(inlineTarget, (_, before: string, target: string) => before + replaceTarget(target))
      .replace(
        attributeTarget,
        (_, before: string, quote: string, target: string) => `${before}${quote}${replaceTarget(target)}${quote}`,
      );
  let result = '';
  let at = 0;
  for (const [start, end] of fencedCode(markdown)) {
    result += withUrls(markdown.slice(at, start)) + markdown.slice(start, end);
    at = end;
  }
  return result + withUrls(markdown.slice(at));
}

/**
 * Where each fenced code block of `markdown` starts and ends (its fence lines included): it closes at a line of a
 * fence alone, of its own character and at least as long, or at the end.
 */
function fencedCode(markdown: string): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  let open: { fence: string; start: number } | undefined;
  for (const line of markdown.matchAll(fenceLine)) {
    const fence = line[1]!;
    if (!open) open = { fence, start: line.index };
    else if (fence[0] === open.fence[0] && fence.length >= open.fence.length && line[0].trim() === fence) {
      blocks.push([open.start, line.index + line[0].length]);
      open = undefined;
    }
  }
  if (open) blocks.push([open.start, markdown.length]);
  return blocks;
}
