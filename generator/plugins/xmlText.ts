// Escapes text for XML documents (feeds, sitemaps) written by plugins.

/** `text` with the five XML-special characters' usual entities where needed in text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
