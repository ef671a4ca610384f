import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of a QR code for this text, as one SVG path in module units (drawn here, no network). */
const qrPath = (text: string) => {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  let path = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c} ${r}h1v1h-1z`;
  return { count: n, path };
};

/** A QR code of `text` on a white square with a quiet zone (readable by an authenticator app's camera). */
export const QrCode = ({ text, label, size = 184 }: { text: string; label: string; size?: number }) => {
  const { count, path } = useMemo(() => qrPath(text), [text]);
  const quiet = 4;
  const total = count + 2 * quiet;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${total} ${total}`}
      shapeRendering="crispEdges"
    >
      <rect width={total} height={total} fill="#fff" />
      <path d={path} fill="#000" transform={`translate(${quiet} ${quiet})`} />
    </svg>
  );
};
