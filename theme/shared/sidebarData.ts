// The markers by which the sidebar island finds the shared file of a page's sidebar and a closed category's list in it.

/** On the sidebar's <nav>: the address of its shared file, a JSON object of list markup by category key. */
export const sidebarSourceAttribute = 'data-sidebar-src';

/** On a closed category's <details>: its key in that file. */
export const sidebarKeyAttribute = 'data-sidebar-key';

/** The shared file of a sidebar: every collapsed category's list, as HTML, by category key. */
export type SidebarFragments = Record<string, string>;
