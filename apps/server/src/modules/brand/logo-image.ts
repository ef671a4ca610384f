/** An uploaded raster image as its bytes say it is: the type and the size in pixels (never what the sender claims). */
export type SniffedImage = { mime: 'image/png' | 'image/jpeg' | 'image/webp'; width: number; height: number };

const ascii = (b: Buffer, at: number, len: number) => b.subarray(at, at + len).toString('latin1');

const png = (b: Buffer): SniffedImage | null => {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 33 || sig.some((v, i) => b[i] !== v) || ascii(b, 12, 4) !== 'IHDR') return null;
  // The last chunk of every PNG is IEND: a cut-off or padded file is refused.
  if (ascii(b, b.length - 8, 4) !== 'IEND') return null;
  return { mime: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
};

/** The frame header (SOFn) of a JPEG, found by walking its segments. */
const jpeg = (b: Buffer): SniffedImage | null => {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) return { mime: 'image/jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    if (len < 2) return null;
    i += 2 + len;
  }
  return null;
};

const webp = (b: Buffer): SniffedImage | null => {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  if (b.readUInt32LE(4) + 8 !== b.length) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { mime: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [b[21], b[22], b[23], b[24]] as number[] as [number, number, number, number];
    return { mime: 'image/webp', width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X') return { mime: 'image/webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
};

/** PNG, JPEG or WebP by their bytes; anything else (SVG, GIF, HTML, a renamed file) is null. */
export const sniffImage = (bytes: Buffer): SniffedImage | null => png(bytes) ?? jpeg(bytes) ?? webp(bytes);

/**
 * The logo as the site serves it (an SVG the server writes, with the checked image inside as data): the served logo
 * stays one image of one type, and no markup of the uploader's reaches a browser.
 */
export const logoSvgOf = (img: SniffedImage, bytes: Buffer) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${img.width}" height="${img.height}" viewBox="0 0 ${img.width} ${img.height}"><image width="${img.width}" height="${img.height}" href="data:${img.mime};base64,${bytes.toString('base64')}"/></svg>`;
