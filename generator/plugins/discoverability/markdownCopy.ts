// A page's markdown as its `.md` copy serves it. The copy lives at the page's route, not next to its source file, so a
// relative target the author wrote (`./setup.md#install`, `./img/flow.png`) would point at nothing there; each one the
// build knows is made an absolute URL of the site. Code blocks are left as written.
import { isRelativeUrl } from '../../urls.js';

/** The absolute URL for a relative target of the page, or undefined to keep the target as written. */
export type TargetResolver = (target: string) => string | undefined;

/** `](target)` of an inline link or image; the target may be wrapped in `<…>`. */
const inlineTarget = /(\]\(\s*)(<[^>\n]*>|[^\s)<]+)/g;
/** `[label]: target` of a link reference definition. */
const definitionTarget = /^(\s{0,3}\[[^\]\n]+\]:\s*)(<[^>\n]*>|\S+)/;
/** `src="…"` and `href="…"` of HTML or JSX in the page. */
const attributeTarget = /(\s(?:src|href)=)(["'])([^"'\n]*)\2/g;
const fenceOpening = /^ {0,3}(`{3,}|~{3,})/;
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
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = fenceOpening.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
          fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return line
        .replace(definitionTarget, (_, before: string, target: string) => before + replaceTarget(target))
        .replace(inlineTarget, (_, before: string, target: string) => before + replaceTarget(target))
        .replace(
          attributeTarget,
          (_, before: string, quote: string, target: string) => `${before}${quote}${replaceTarget(target)}${quote}`,
        );
    })
    .join('\n');
}
