import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from '../../features/pay/qr-path.ts';

/** A QR code of `text` as one SVG path (dark modules on white, with the quiet zone a scanner needs). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const qr = useMemo(() => encode(text, { ecc: 'M', border: 2 }), [text]);
  const path = useMemo(() => qrPath(qr.data), [qr]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
