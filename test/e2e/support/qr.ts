import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * What the QR code shown by `target` (an <svg>, <img> or <canvas>) holds, decoded from its pixels as a phone's
 * camera would: the page draws it on a canvas, the test reads the canvas with jsQR.
 */
export async function decodeQr(target: Locator): Promise<string | undefined> {
  const image = await target.evaluate(async (element) => {
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    let source: CanvasImageSource;
    if (element instanceof HTMLCanvasElement || element instanceof HTMLImageElement) source = element;
    else {
      const svg = new XMLSerializer().serializeToString(element);
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      source = img;
    }
    context.drawImage(source, 0, 0, size, size);
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data;
}
