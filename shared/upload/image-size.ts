export type ImageSize = { width: number; height: number };

/**
 * The pixel size of a picture, read in the browser (spec §7: pictures are uploaded with width and height
 * in `info`): createImageBitmap where there is one, an Image element otherwise. Undefined when neither
 * can decode the file; the upload then goes without a size.
 */
export async function readImageSize(file: Blob): Promise<ImageSize | undefined> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      if (isSize(size)) return size;
    } catch {
      // some formats or browsers refuse: try an Image element
    }
  }
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return undefined;
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | undefined>((resolve) => {
      const image = new Image();
      image.onload = () => {
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        resolve(isSize(size) ? size : undefined);
      };
      image.onerror = () => resolve(undefined);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

function isSize(size: ImageSize): boolean {
  return Number.isInteger(size.width) && Number.isInteger(size.height) && size.width > 0 && size.height > 0;
}
