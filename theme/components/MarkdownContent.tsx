// Turns a page's hast into React elements, resolving links to `.md` files into routes.
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Props of the markdown body. */
export interface MarkdownContentProps {
  hast: Root;
  /** Maps an href as written to the href to render (relative `.md` links become routes). */
  resolveHref: (href: string) => string;
}

/** The rendered markdown of a page. */
export function MarkdownContent({ hast, resolveHref }: MarkdownContentProps) {
  const components: Partial<Components> = {
    a: ({ href, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) => {
      if (typeof href === 'string' && external.test(href) && !href.startsWith('mailto:')) {
        return <a href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
      }
      return <a href={typeof href === 'string' ? resolveHref(href) : href} {...rest} />;
    },
  };
  return toJsxRuntime(hast, { Fragment, jsx, jsxs, components, passNode: false });
}
