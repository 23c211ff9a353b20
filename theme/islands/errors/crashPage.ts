// The render-error fallback: "This page crashed." with the error message and a "Try again" button that clears the error.
import { themeString } from '../../shared/translate.js';
import { contentHost } from './contentHost.js';

/** Replaces the page's content with the crash fallback; `tryAgain` runs when the reader asks to retry. */
export function showCrashPage(error: unknown, tryAgain: () => void): void {
  console.error(error);
  const host = contentHost();
  const box = document.createElement('div');
  box.className = 'error-page';
  box.setAttribute('data-crash-page', '');
  const title = document.createElement('h1');
  title.textContent = themeString('theme.ErrorPageContent.title');
  const message = document.createElement('p');
  message.className = 'error-page__message';
  message.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = themeString('theme.ErrorPageContent.tryAgain');
  button.addEventListener('click', () => {
    box.remove();
    tryAgain();
  });
  box.append(title, message, button);
  host.replaceChildren(box);
  host.focus({ preventScroll: true });
}
