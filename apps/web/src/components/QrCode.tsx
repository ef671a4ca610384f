import { SHARE_CODE } from '@wl/contracts';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

type Props = {
  text: string;
  /** Spec section 9 defaults: size 200, margin 20, error correction M, dot scale 1. */
  size?: number;
  margin?: number;
  errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  dotScale?: number;
  label: string;
  testId?: string;
};

/** The dark modules of a QR code for this text, as one SVG path in module units (drawn here, no network). */
export const qrPath = (text: string, errorCorrection: 'L' | 'M' | 'Q' | 'H', dotScale: number) => {
  const qr = qrcode(0, errorCorrection);
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const d = Math.min(1, Math.max(0.1, dotScale));
  const off = (1 - d) / 2;
  let path = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + off} ${r + off}h${d}v${d}h-${d}z`;
  return { count: n, path };
};

/** A share-code image: the QR code of `text` on a white square (readable whatever the theme). */
export const QrCode = ({
  text,
  size = SHARE_CODE.size,
  margin = SHARE_CODE.margin,
  errorCorrection = SHARE_CODE.errorCorrection,
  dotScale = SHARE_CODE.dotScale,
  label,
  testId,
}: Props) => {
  const { count, path } = useMemo(() => qrPath(text, errorCorrection, dotScale), [text, errorCorrection, dotScale]);
  const cell = (size - 2 * margin) / count;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-qr-text={text}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" transform={`translate(${margin} ${margin}) scale(${cell})`} />
    </svg>
  );
};
