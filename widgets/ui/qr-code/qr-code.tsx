import { useMemo } from 'react';
import { QUIET_ZONE, qrMatrix, qrPath } from './qr-matrix.ts';

export type QrCodeProps = {
  /** what the code holds: a link a phone opens */
  text: string;
  /** width and height in CSS pixels */
  size: number;
  /** what a screen reader hears, e.g. 微信扫码支付 */
  label: string;
  className?: string;
};

/** A QR code drawn as SVG (sharp at any size, printable), black on white with its quiet zone. */
export function QrCode({ text, size, label, className }: QrCodeProps) {
  const { width, path } = useMemo(() => {
    const matrix = qrMatrix(text);
    return { width: matrix.size + QUIET_ZONE * 2, path: qrPath(matrix) };
  }, [text]);
  return (
    <svg className={className} role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${width} ${width}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
