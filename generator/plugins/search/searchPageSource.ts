// The standalone `/search` page: a form that works as a plain GET, and empty regions the search island fills.
import type { SourceFile } from '../pluginApi.js';
import { searchPagePath } from '../../../theme/shared/searchPayload.js';

/** Markdown source of the results page (`search.md` → `/search`); `baseUrl` ends with a slash. */
export function searchPageSource(baseUrl: string, pluginName: string): SourceFile {
  // One HTML block without blank lines: markdown leaves it as is.
  const contents = `---
title: Search
description: Search the Uniswap developer documentation.
hide_table_of_contents: true
---

<div class="search-page" data-search-page>
<form class="search-page__form" action="${baseUrl}${searchPagePath}" method="get" role="search">
<input class="search-page__input" type="search" name="q" aria-label="Search the docs" placeholder="Search the docs" autocomplete="off" spellcheck="false" data-search-page-input>
<button class="search-page__submit" type="submit">Search</button>
</form>
<div class="search-page__body">
<div class="search-page__facets" data-search-page-facets></div>
<div class="search-page__main">
<p class="search-page__status" role="status" data-search-page-status></p>
<div class="search-page__results" data-search-page-results></div>
</div>
</div>
<noscript><p class="search-page__status">Search needs JavaScript. Every page is also reachable from the sidebars.</p></noscript>
</div>
`;
  return { path: `${searchPagePath}.md`, contents, origin: `plugin:${pluginName}/search.md` };
}
