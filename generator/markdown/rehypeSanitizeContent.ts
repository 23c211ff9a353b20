// The sanitising option for sites that take outside contributions: rehype-sanitize, keeping what the theme needs.
import type { Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

const tabAttributes = [
  'role',
  'hidden',
  'ariaControls',
  'ariaSelected',
  'ariaLabelledBy',
  'ariaLabel',
  'dataValue',
  'dataGroupId',
  'dataTabs',
];

/**
 * GitHub's schema (no scripts, styles, event handlers, iframes or forms; links to http, https, mailto), plus what
 * docsgen's own markdown makes before this runs: class names (admonitions, tabs, math awaiting KaTeX, code
 * languages), heading ids as written (links to `#anchors` must keep working, so they are not prefixed), the tabs'
 * ARIA and data attributes, and a fence's meta. Highlighted code and typeset math are made after it, from text.
 */
const contentSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: ['name'],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'aside',
    'section',
    'figure',
    'figcaption',
    'button',
    'mark',
    'abbr',
    'small',
    'u',
  ],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', ...tabAttributes],
    code: ['className', 'dataMeta'],
    button: ['type'],
  },
  strip: ['script', 'style'],
};

/** Rehype plugin: rehype-sanitize with `contentSchema`. */
export function rehypeSanitizeContent() {
  return rehypeSanitize(contentSchema) as (tree: Root) => Root;
}
