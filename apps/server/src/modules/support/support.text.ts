/**
 * A chat body as stored: plain text. Script and style elements go with their content, every other tag is dropped,
 * control characters are removed. Browsers render it as text as well, so no markup reaches another browser.
 */
export const plainText = (input: string) =>
  input
    .replace(/<(script|style|iframe|object|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[A-Za-z!?][^>]*>?/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();

/** The picture's own bytes decide its type (a renamed file is not an image, whatever its name says). */
export const sniffImage = (b: Buffer): 'image/png' | 'image/jpeg' | null => {
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  return null;
};
