// The "Copy page as Markdown" button of a doc page; the copyPageMarkdown island makes it work.
import { themeString } from '../shared/translate.js';

/** A real button plus a polite live region for "Copied" / failure; hidden until JavaScript runs (html:not(.js)). */
export function CopyPageMarkdown() {
  return (
    <div className="copy-page">
      <button type="button" className="copy-page__button" data-copy-page-markdown>
        {themeString('theme.CopyPage.copy')}
      </button>
      <span className="copy-page__status" role="status" aria-live="polite" data-copy-page-status></span>
    </div>
  );
}
