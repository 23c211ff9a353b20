// The search modal: results as you type, grouped by page; arrow keys and Enter; focus trapped inside and restored.
import { loadSearchEngine } from './loadSearchEngine.js';
import { element, pageTitle, sectionLink } from './renderHits.js';
import type { PageHit, SearchContext, SearchEngine, SearchResults } from './searchEngine.js';
import { placeLabel } from './searchLabels.js';
import { searchPagePath } from '../../shared/searchPayload.js';

// The engine this modal loads, for tools that time it in the page (bench/browserSearch.ts) without a global.
/** What the trigger passes when it opens the modal. */
export interface OpenSearchOptions {
  /** The section and version being read; their hits rank first. */
  context: SearchContext;
  indexUrl?: string;
}

const debounceMs = 80;
const pagesShown = 8;
const sectionsShown = 3;
const snippetChars = 110;

let modal: SearchModal | undefined;

/** Opens the modal (building it on first use) and focuses its input. */
export function openSearchModal(options: OpenSearchOptions): void {
  modal ??= new SearchModal(createModalDom());
  modal.open(options);
}

/** The modal's elements. */
function createModalDom() {
  const root = element('div', 'search-modal', {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-label': 'Search the docs',
    'data-search-modal': '',
  });
  root.hidden = true;
  const panel = element('div', 'search-modal__panel');
  const form = element('form', 'search-modal__form', { role: 'search', action: `/${searchPagePath}` });
  const input = element('input', 'search-modal__input', {
    type: 'search',
    name: 'q',
    role: 'combobox',
    'aria-label': 'Search the docs',
    'aria-expanded': 'false',
    'aria-controls': 'search-modal-results',
    'aria-autocomplete': 'list',
    placeholder: 'Search the docs',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
  });
  const close = element('button', 'search-modal__close', {
    type: 'button',
    'aria-label': 'Close search',
    'data-search-close': '',
  });
  close.textContent = 'Esc';
  form.append(input, close);
  const scope = element('div', 'search-modal__scope', { role: 'group', 'aria-label': 'Where to search' });
  const contextButton = element('button', 'search-modal__scope-button', {
    type: 'button',
    'data-search-scope': 'context',
  });
  const allButton = element('button', 'search-modal__scope-button', { type: 'button', 'data-search-scope': 'all' });
  allButton.textContent = 'All docs';
  scope.append(contextButton, allButton);
  const status = element('p', 'search-modal__status', { role: 'status' });
  const list = element('div', 'search-modal__results', {
    id: 'search-modal-results',
    role: 'listbox',
    'aria-label': 'Search results',
  });
  const footer = element('div', 'search-modal__footer');
  const seeAll = element('a', 'search-modal__see-all', { href: `/${searchPagePath}`, 'data-search-see-all': '' });
  seeAll.textContent = 'See all results';
  const keys = element('span', 'search-modal__keys', { 'aria-hidden': 'true' });
  keys.textContent = '↑↓ to move · ↵ to open · Esc to close';
  footer.append(seeAll, keys);
  panel.append(form, scope, status, list, footer);
  root.append(element('div', 'search-modal__backdrop', { 'data-search-close': '' }), panel);
  document.body.append(root);
  return { root, panel, form, input, scope, contextButton, allButton, status, list, seeAll };
}

type ModalDom = ReturnType<typeof createModalDom>;

/** The modal's state and behaviour. */
class SearchModal {
  private context: SearchContext = {};
  private contextFirst = true;
  private engine: SearchEngine | undefined;
  private options: HTMLAnchorElement[] = [];
  private active = -1;
  /** The query the list shows, to know whether Enter must search first. */
  private shownQuery: string | undefined;
  private returnFocus: Element | null = null;
  private timer = 0;

  constructor(private readonly dom: ModalDom) {
    dom.input.addEventListener('input', () => {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.run(), debounceMs);
    });
    dom.root.addEventListener('keydown', (event) => this.onKeydown(event));
    dom.root.addEventListener('click', (event) => this.onClick(event));
    dom.form.addEventListener('submit', (event) => this.onSubmit(event));
    dom.list.addEventListener('mousemove', (event) => {
      const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
      if (option && option !== this.options[this.active]) this.setActive(this.options.indexOf(option), false);
    });
    // Focus that leaves the dialog some other way (a click outside the panel, a screen reader) comes back to the input.
    document.addEventListener('focusin', (event) => {
      if (!dom.root.hidden && !dom.root.contains(event.target as Node)) dom.input.focus();
    });
  }

  open(options: OpenSearchOptions): void {
    const { dom } = this;
    this.context = options.context;
    const place = placeLabel(options.context);
    dom.scope.hidden = !place;
    dom.contextButton.textContent = `${place} first`;
    if (!dom.root.hidden) return void dom.input.focus();
    this.returnFocus = document.activeElement;
    dom.root.hidden = false;
    document.documentElement.classList.add('search-modal-open');
    dom.input.focus();
    dom.input.select();
    this.showScope();
    if (this.engine) return this.run();
    dom.status.textContent = 'Loading the search index…';
    loadSearchEngine(options.indexUrl).then(
      (engine) => {
        this.engine = engine;
        this.run();
      },
      (error: unknown) => {
        dom.status.textContent = `Search is unavailable: ${error instanceof Error ? error.message : String(error)}`;
      },
    );
  }

  close(): void {
    if (this.dom.root.hidden) return;
    window.clearTimeout(this.timer);
    this.dom.root.hidden = true;
    document.documentElement.classList.remove('search-modal-open');
    const target = this.returnFocus;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }

  private run(): void {
    const query = this.dom.input.value.trim();
    this.dom.seeAll.href = query ? `/${searchPagePath}?q=${encodeURIComponent(query)}` : `/${searchPagePath}`;
    if (!this.engine) return;
    this.shownQuery = query;
    this.render(
      query
        ? this.engine.search(query, { context: this.context, contextFirst: this.contextFirst, limit: pagesShown })
        : undefined,
    );
  }

  private render(results: SearchResults | undefined): void {
    const { dom } = this;
    dom.list.replaceChildren();
    this.options = [];
    for (const [i, hit] of results?.hits.entries() ?? []) dom.list.append(this.hitGroup(hit, results!, i));
    dom.input.setAttribute('aria-expanded', String(this.options.length > 0));
    dom.status.textContent = !results
      ? 'Type to search titles, headings and text.'
      : results.total === 0
        ? `No results for “${results.query}”.`
        : `${results.total} ${results.total === 1 ? 'page matches' : 'pages match'}.`;
    this.setActive(this.options.length > 0 ? 0 : -1);
  }

  /** A page's title and its best sections, each an option of the list box. */
  private hitGroup(hit: PageHit, results: SearchResults, i: number): HTMLElement {
    const group = element('div', 'search-hit-group', { role: 'group', 'aria-labelledby': `search-modal-group-${i}` });
    group.append(pageTitle(hit, results, 'div', `search-modal-group-${i}`));
    for (const section of hit.sections.slice(0, sectionsShown)) {
      const link = sectionLink(hit, section, results, snippetChars, {
        role: 'option',
        id: `search-modal-option-${this.options.length}`,
        'aria-selected': 'false',
        tabindex: '-1',
      });
      this.options.push(link);
      group.append(link);
    }
    return group;
  }

  private setActive(index: number, scroll = true): void {
    this.options[this.active]?.setAttribute('aria-selected', 'false');
    this.active = index;
    const option = this.options[index];
    if (!option) return void this.dom.input.removeAttribute('aria-activedescendant');
    option.setAttribute('aria-selected', 'true');
    this.dom.input.setAttribute('aria-activedescendant', option.id);
    if (scroll) option.scrollIntoView({ block: 'nearest' });
  }

  private showScope(): void {
    this.dom.contextButton.setAttribute('aria-pressed', String(this.contextFirst));
    this.dom.allButton.setAttribute('aria-pressed', String(!this.contextFirst));
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      return this.close();
    }
    if (event.key === 'Tab') return trapFocus(event, this.dom.panel);
    const count = this.options.length;
    if (event.target !== this.dom.input || count === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp'))
      return;
    event.preventDefault();
    this.setActive((this.active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
  }

  /** Enter: opens the active hit, or the results page when there is none. */
  private onSubmit(event: Event): void {
    event.preventDefault();
    window.clearTimeout(this.timer);
    // Typed faster than the debounce: search now, so that Enter opens a hit of what is in the box.
    if (this.dom.input.value.trim() !== this.shownQuery) this.run();
    (this.options[this.active] ?? this.dom.seeAll).click();
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as Element;
    if (target.closest('[data-search-close]')) return this.close();
    const scope = target.closest<HTMLElement>('[data-search-scope]');
    if (scope) {
      this.contextFirst = scope.dataset.searchScope === 'context';
      this.showScope();
      return this.run();
    }
    // Following a result or "See all results" leaves the modal (the client router may keep this document).
    if (target.closest('a[href]')) this.close();
  }
}

/** Keeps Tab and Shift+Tab cycling through the focusable elements of `container`. */
function trapFocus(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])')].filter(
    (el) => !el.closest('[hidden]'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
