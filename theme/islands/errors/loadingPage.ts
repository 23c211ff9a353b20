// The loading page: a spinner after a short delay; on failure the error message and a Retry button.
import { themeString } from '../../shared/translate.js';

/** How long a load may take before the spinner appears (a quick load shows nothing at all). */
const spinnerDelayMs = 200;

/** Shows the loading page in `host` while `load` runs; on failure shows the error and a Retry button that runs it again. */
export function showLoadingPage(host: HTMLElement, load: () => Promise<void>): void {
  const box = document.createElement('div');
  box.className = 'loading-page';
  box.setAttribute('data-loading-page', '');
  box.setAttribute('aria-live', 'polite');
  host.replaceChildren(box);
  const spinner = setTimeout(() => {
    const wheel = document.createElement('div');
    wheel.className = 'loading-page__spinner';
    wheel.setAttribute('role', 'status');
    wheel.setAttribute('aria-label', themeString('theme.Loading.label'));
    box.replaceChildren(wheel);
  }, spinnerDelayMs);
  load().then(
    () => clearTimeout(spinner),
    (error: unknown) => {
      clearTimeout(spinner);
      box.replaceChildren(...failure(error, () => showLoadingPage(host, load)));
    },
  );
}

function failure(error: unknown, retry: () => void): HTMLElement[] {
  const title = document.createElement('p');
  title.className = 'loading-page__title';
  title.textContent = themeString('theme.Loading.failed');
  const message = document.createElement('p');
  message.className = 'loading-page__message';
  message.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = themeString('theme.Loading.retry');
  button.addEventListener('click', retry);
  return [title, message, button];
}
