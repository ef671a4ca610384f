import { randomInt } from 'node:crypto';

/** No look-alike characters (0/O, 1/I/l). */
const CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const captchaText = (len = 4) => Array.from({ length: len }, () => CHARS[randomInt(CHARS.length)]).join('');

/**
 * Draws the captcha as an SVG the server makes itself: each character rotated, shifted and scaled at random, over
 * noise curves and dots, so the text is not in the markup as one string a script could read.
 */
export const drawCaptcha = (text: string, width = 120, height = 44) => {
  const parts: string[] = [];
  const hue = () => randomInt(360);
  for (let i = 0; i < 5; i++) {
    const y1 = randomInt(height);
    const y2 = randomInt(height);
    parts.push(
      `<path d="M0 ${y1} C ${randomInt(width)} ${randomInt(height)}, ${randomInt(width)} ${randomInt(height)}, ${width} ${y2}" stroke="hsl(${hue()},60%,55%)" stroke-width="${1 + randomInt(2)}" fill="none" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 30; i++)
    parts.push(
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${1 + randomInt(2)}" fill="hsl(${hue()},50%,60%)" opacity="0.6"/>`,
    );
  const step = (width - 16) / text.length;
  [...text].forEach((ch, i) => {
    const x = 10 + i * step + randomInt(6);
    const y = height / 2 + 8 + randomInt(7) - 3;
    const rot = randomInt(50) - 25;
    const size = 20 + randomInt(8);
    const skew = randomInt(20) - 10;
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-weight="700" font-size="${size}" fill="hsl(${hue()},70%,75%)" transform="rotate(${rot} ${x} ${y}) skewX(${skew})">${ch}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#1d2333"/>${parts.join('')}</svg>`;
};
