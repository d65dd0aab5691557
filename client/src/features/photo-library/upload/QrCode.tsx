import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as an inline SVG (no data: or canvas URL, which the page's Content-Security-Policy refuses),
 * with a quiet zone of 4 modules; `label` names it for screen readers.
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { d, extent: modules.size + 8 };
  }, [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
