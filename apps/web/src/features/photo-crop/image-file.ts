import {
  type CropRect,
  canCrop,
  IMAGE_JPEG_QUALITY,
  loadedSize,
  pixelCrop,
  type Size,
} from '@showfloor/core';

/** A picked picture, drawn at most 900×900 (spec core §9), ready to crop. */
export interface LoadedPicture {
  canvas: HTMLCanvasElement;
  size: Size;
  /** The loaded picture as a URL the cropper displays. */
  url: string;
}

/** Reads a picked file; rejects when it is not a picture the browser can decode. */
export async function loadPicture(file: Blob): Promise<LoadedPicture> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = loadedSize({ width: bitmap.width, height: bitmap.height });
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return { canvas, size, url: canvas.toDataURL('image/jpeg', IMAGE_JPEG_QUALITY) };
  } finally {
    bitmap.close();
  }
}

/** Reads a picked file for cropping; rejects when it is not a picture or is smaller than the smallest frame. */
export async function loadCroppablePicture(file: Blob): Promise<LoadedPicture> {
  const picture = await loadPicture(file);
  if (!canCrop(picture.size)) throw new Error('picture too small');
  return picture;
}

/** The framed part of the picture as a JPEG of quality 0.92. */
export function cropPicture(picture: LoadedPicture, crop: CropRect): Promise<Blob> {
  const rect = pixelCrop(crop);
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.drawImage(picture.canvas, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY,
    );
  });
}
