// Docs tags as Docusaurus routes them: `<docs base>/tags/<kebab-case label>` per tag, and `<docs base>/tags` listing all.
import kebabCase from 'lodash/kebabCase.js';
import type { Diagnostic, RenderedPage, SourcePage, TagDefinitions } from '../types.js';
import { joinRoute } from '../discover/discoverPages.js';
import { frontmatterKeyLine } from '../discover/routeDiagnostic.js';
import { routeProblem } from '../routeProblem.js';
import { listingPage } from './categoryIndexPages.js';

/** A tag of a doc: its label and the route of its page. */
export interface DocTag {
  label: string;
  href: string;
}

/**
 * The tags of a page, with their routes under `<base>/tags`: a key of the tags file is that tag (its label and
 * permalink); any other tag is inline, at its `permalink`, else its label in kebab case. A tag whose route cannot be
 * written inside the site is left out (tagRouteDiagnostics reports it).
 */
export function tagsOf(page: SourcePage, routeBasePath: string, defined?: TagDefinitions): DocTag[] {
  return allTagsOf(page, routeBasePath, defined).filter((tag) => !routeProblem(tag.href));
}

function allTagsOf(page: SourcePage, routeBasePath: string, defined?: TagDefinitions): DocTag[] {
  const tagsRoute = joinRoute(routeBasePath, 'tags');
  return (page.frontmatter.tags ?? []).map((tag) => {
    const predefined = typeof tag === 'string' ? defined?.get(tag) : undefined;
    const { label, permalink } = predefined ?? (typeof tag === 'string' ? { label: tag, permalink: undefined } : tag);
    return { label, href: joinRoute(tagsRoute, permalink ?? kebabCase(label)) };
  });
}

/** An error at the `tags` line of each doc with a tag whose page could not be written inside the site. */
export function tagRouteDiagnostics(
  pages: SourcePage[],
  routeBasePath: string,
  defined?: TagDefinitions,
): Diagnostic[] {
  return pages.flatMap((page) =>
    allTagsOf(page, routeBasePath, defined).flatMap((tag) => {
      const problem = routeProblem(tag.href);
      if (!problem) return [];
      return [
        {
          severity: 'error' as const,
          file: page.source.origin,
          line: page.source.originLine ?? frontmatterKeyLine(page.source.contents, 'tags'),
          message: `the page of the tag "${tag.label.slice(0, 60)}": ${problem}`,
          hint: 'Shorten the tag, or give it a `permalink` of short names without "." or ".." segments, %, ?, #, \\ or control characters.',
        },
      ];
    }),
  );
}

/**
 * A page per tag listing its listed docs (with the description the tags file gives it), and the tags page; none
 * when no doc has tags.
 */
export function tagPages(pages: RenderedPage[], routeBasePath: string, defined?: TagDefinitions): RenderedPage[] {
  const descriptions = new Map([...(defined?.values() ?? [])].map((tag) => [tag.label, tag.description ?? '']));
  const docsByTag = new Map<string, { label: string; docs: RenderedPage[] }>();
  for (const rendered of pages) {
    if (rendered.page.kind !== 'doc' || rendered.page.frontmatter.unlisted) continue;
    for (const tag of tagsOf(rendered.page, routeBasePath, defined)) {
      const entry = docsByTag.get(tag.href) ?? { label: tag.label, docs: [] };
      entry.docs.push(rendered);
      docsByTag.set(tag.href, entry);
    }
  }
  if (docsByTag.size === 0) return [];
  const tagsRoute = joinRoute(routeBasePath, 'tags');
  const byLabel = [...docsByTag.entries()].sort(([, a], [, b]) => a.label.localeCompare(b.label));
  const perTag = byLabel.map(([href, { label, docs }]) =>
    listingPage({
      route: href,
      title: `${docs.length} doc${docs.length === 1 ? '' : 's'} tagged with "${label}"`,
      description: descriptions.get(label) ?? '',
      cards: docs.map((d) => ({
        kind: 'link' as const,
        title: d.title,
        description: d.description,
        href: d.page.route,
      })),
      sidebar: '',
      origin: `(page of the tag "${label}")`,
    }),
  );
  const index = listingPage({
    route: tagsRoute,
    title: 'Tags',
    description: '',
    cards: byLabel.map(([href, { label, docs }]) => ({
      kind: 'category' as const,
      title: label,
      description: `${docs.length} doc${docs.length === 1 ? '' : 's'}`,
      href,
    })),
    sidebar: '',
    origin: '(the tags page)',
  });
  return [index, ...perTag];
}
