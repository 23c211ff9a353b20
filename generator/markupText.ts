// Escapes text written into HTML and XML documents by hand: the pages docsgen writes without React (category cards,
// redirect stubs, the dev server's error page) and the plugins' feeds and sitemaps.

/** `text` with the four characters that end text or a double-quoted attribute value written as entities. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
