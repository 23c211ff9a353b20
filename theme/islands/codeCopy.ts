// Copy buttons on code blocks.
import { themeString } from '../shared/translate.js';

/** Copies a code block's text when its button is clicked (once per document). */
export function listenCodeCopy(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy]');
    const code = button?.parentElement?.querySelector('pre code');
    if (!button || !code) return;
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      button.textContent = themeString('theme.CodeBlock.copied');
    } catch {
      button.textContent = themeString('theme.CodeBlock.copyFailed');
    }
    setTimeout(() => (button.textContent = themeString('theme.CodeBlock.copy')), 1500);
  });
}
