import type { Locator, Page } from '@playwright/test';
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

/** What the QR code in a PNG file holds, and the image's size: the page decodes the PNG, jsQR reads its pixels. */
export async function decodeQrInPng(page: Page, png: Buffer): Promise<{ text: string | undefined; width: number; height: number }> {
  const image = await page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    // the pixels as base64 (a JSON array of millions of numbers takes the page seconds)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, data: btoa(binary) };
  }, png.toString('base64'));
  const pixels = new Uint8ClampedArray(Buffer.from(image.data, 'base64'));
  return { text: jsQR(pixels, image.width, image.height)?.data, width: image.width, height: image.height };
}
