import { afterEach, describe, expect, it, vi } from 'vitest';
import { readImageSize } from './image-size.ts';

/** An Image element for node: "decodes" to the size given by the test, or fails. */
class FakeImage {
  static size: { width: number; height: number } | undefined;
  static sources: string[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    FakeImage.sources.push(url);
    queueMicrotask(() => {
      if (!FakeImage.size) return this.onerror?.();
      this.naturalWidth = FakeImage.size.width;
      this.naturalHeight = FakeImage.size.height;
      this.onload?.();
    });
  }
}

const picture = new Blob(['png'], { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeImage.sources = [];
});

describe('readImageSize', () => {
  it('reads the size with createImageBitmap and closes the bitmap', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.resolve({ width: 640, height: 480, close })));
    await expect(readImageSize(picture)).resolves.toEqual({ width: 640, height: 480 });
    expect(close).toHaveBeenCalled();
  });

  it('falls back to an Image element when createImageBitmap refuses, and frees the object URL', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.reject(new Error('unsupported'))));
    vi.stubGlobal('Image', FakeImage);
    FakeImage.size = { width: 300, height: 200 };
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    await expect(readImageSize(picture)).resolves.toEqual({ width: 300, height: 200 });
    expect(FakeImage.sources).toHaveLength(1);
    expect(revoke).toHaveBeenCalledWith(FakeImage.sources[0]);
  });

  it('uses the Image element where there is no createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    vi.stubGlobal('Image', FakeImage);
    FakeImage.size = { width: 10, height: 20 };
    await expect(readImageSize(picture)).resolves.toEqual({ width: 10, height: 20 });
  });

  it('is undefined when nothing can decode the file', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    vi.stubGlobal('Image', FakeImage);
    FakeImage.size = undefined;
    await expect(readImageSize(picture)).resolves.toBeUndefined();
    vi.stubGlobal('Image', undefined);
    await expect(readImageSize(picture)).resolves.toBeUndefined();
  });

  it('ignores a zero size', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.resolve({ width: 0, height: 0, close() {} })));
    vi.stubGlobal('Image', undefined);
    await expect(readImageSize(picture)).resolves.toBeUndefined();
  });
});
