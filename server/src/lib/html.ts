/**
 * The one HTML/XML escaper of the server: text put into element content or a quoted attribute value of
 * a page or an SVG (the cashier, the content pages, certificates, report images, font paths).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML/XML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
