/**
 * The dark modules of a QR code for a text, from the `qrcode` library (error correction M, as payment and sharing
 * codes use), as one SVG path: framework-free, so a poster drawn on a canvas reads the same matrix.
 */
import QRCode from 'qrcode';

/** modules of white border on each side, as the standard asks */
export const QUIET_ZONE = 4;

export type QrMatrix = { size: number; dark: (x: number, y: number) => boolean };

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/** An SVG path of the dark modules, one unit per module, the quiet zone included in the coordinates. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.dark(x, y)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return parts.join('');
}
