/**
 * A product description is either plain text (paragraphs split by blank lines) or HTML from the dashboard's
 * editor, which the commerce server cut down to its allow-list when it was stored (bold, italic, lists,
 * links, headings, paragraphs). Pure helpers for the shop's product page.
 */

/** Whether the description is the editor's HTML rather than plain text. */
export const isRichText = (description: string) =>
  /<(p|br|h[234]|strong|b|em|i|u|s|ul|ol|li|blockquote|a)[\s>/]/i.test(description);

/** The description as plain text (for a page's meta description): tags out, common entities back. */
export function plainText(description: string): string {
  if (!isRichText(description)) return description;
  return description
    .replace(/<(br|\/p|\/li|\/h[234])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
