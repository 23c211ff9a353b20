// Where a route's HTML file lives in the build folder.

/** `/a/b` → `a/b/index.html` (or `a/b.html` when trailingSlash is false); `/` → `index.html`. */
export function outputPathOf(route: string, trailingSlash: boolean | undefined): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.html';
  return trailingSlash === false ? `${clean}.html` : `${clean}/index.html`;
}
