// "Copy page as Markdown": fetches the page's markdown copy (its path + `.md`) and puts it on the clipboard.
import { themeString } from '../shared/translate.js';

const statusDuration = 2000;

/** The URL of the markdown copy of the page at `pathname` (`/a/b/`, `/a/b/index.html` → `/a/b.md`, `/` → `/index.md`). */
function markdownUrlOf(pathname: string): string {
  const route = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return route === '' ? '/index.md' : `${route}.md`;
}

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Writes text that is still being fetched; a ClipboardItem keeps the click's user activation (Safari needs that). */
async function copyFetched(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

function showStatus(status: Element | null | undefined, message: string): void {
  if (!status) return;
  status.textContent = message;
  setTimeout(() => {
    if (status.textContent === message) status.textContent = '';
  }, statusDuration);
}

/** Copies the page's markdown when its button is clicked (one document-level listener survives client navigation). */
export function listenCopyPageMarkdown(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy-page-markdown]');
    if (!button) return;
    const status = button.parentElement?.querySelector('[data-copy-page-status]');
    try {
      await copyFetched(fetchMarkdown(markdownUrlOf(location.pathname)));
      showStatus(status, themeString('theme.CopyPage.copied'));
    } catch (error) {
      console.error(error);
      showStatus(status, themeString('theme.CopyPage.failed'));
    }
  });
}
