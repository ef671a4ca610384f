/** Text as HTML-escaped text (a value filled into a message, a quoted question). */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** Plain text a person typed (an agent's message, an answer) as safe HTML with its line breaks. */
export const textToHtml = (s: string) => esc(s).replace(/\r?\n/g, '<br>');
/** A stored time as the pages show it (ISO 8601), null kept. */
export const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
