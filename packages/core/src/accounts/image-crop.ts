import {
  IMAGE_CROP_INITIAL_WIDTH_PX,
  IMAGE_CROP_MIN_PX,
  IMAGE_CROP_RATIO,
  IMAGE_LOAD_MAX_PX,
} from '../constants/spec-constants.js';

/**
 * The profile photo's crop frame (spec core §9 "Image upload"): the picture is loaded at most
 * 900×900, the frame keeps a width/height ratio of 0.85, starts 300 wide and never gets smaller than
 * 100×100. Coordinates are in the loaded picture's pixels.
 */
export interface Size {
  width: number;
  height: number;
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size a picture is loaded at: scaled down to fit 900×900, never scaled up. */
export function loadedSize(natural: Size, max: number = IMAGE_LOAD_MAX_PX): Size {
  const scale = Math.min(1, max / natural.width, max / natural.height);
  return { width: Math.round(natural.width * scale), height: Math.round(natural.height * scale) };
}

/** Smallest frame width: 100 px, and a height of at least 100 px at the ratio. */
export function minCropWidth(ratio: number = IMAGE_CROP_RATIO): number {
  return Math.max(IMAGE_CROP_MIN_PX, IMAGE_CROP_MIN_PX * ratio);
}

/** Largest frame width that fits the picture at the ratio. */
function maxCropWidth(image: Size, ratio: number): number {
  return Math.min(image.width, image.height * ratio);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Whether a picture is large enough for the smallest frame. */
export function canCrop(image: Size, ratio: number = IMAGE_CROP_RATIO): boolean {
  return maxCropWidth(image, ratio) >= minCropWidth(ratio) && image.height >= IMAGE_CROP_MIN_PX;
}

/** The frame the cropper opens with: 300 wide (less if the picture is smaller), centred. */
export function initialCrop(image: Size, ratio: number = IMAGE_CROP_RATIO): CropRect {
  const width = Math.min(IMAGE_CROP_INITIAL_WIDTH_PX, maxCropWidth(image, ratio));
  const height = width / ratio;
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

/** Moves the frame, keeping it inside the picture. */
export function moveCrop(crop: CropRect, dx: number, dy: number, image: Size): CropRect {
  return {
    ...crop,
    x: clamp(crop.x + dx, 0, image.width - crop.width),
    y: clamp(crop.y + dy, 0, image.height - crop.height),
  };
}

/**
 * Grows or shrinks the frame by `dw` in width around its centre, at the ratio, between the smallest
 * frame and the largest that fits the picture; then keeps it inside the picture.
 */
export function resizeCrop(
  crop: CropRect,
  dw: number,
  image: Size,
  ratio: number = IMAGE_CROP_RATIO,
): CropRect {
  const width = clamp(crop.width + dw, minCropWidth(ratio), maxCropWidth(image, ratio));
  const height = width / ratio;
  const centred = {
    x: crop.x + (crop.width - width) / 2,
    y: crop.y + (crop.height - height) / 2,
    width,
    height,
  };
  return moveCrop(centred, 0, 0, image);
}

/** The frame rounded to whole pixels, for drawing the cropped picture. */
export function pixelCrop(crop: CropRect): CropRect {
  return {
    x: Math.round(crop.x),
    y: Math.round(crop.y),
    width: Math.round(crop.width),
    height: Math.round(crop.height),
  };
}
