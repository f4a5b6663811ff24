import {
  type CropRect,
  IMAGE_DISPLAY_MAX_PX,
  initialCrop,
  moveCrop,
  resizeCrop,
  type Size,
} from '@showfloor/core';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './photo-crop.css';

const KEY_STEP_PX = 10;

interface Drag {
  kind: 'move' | 'resize';
  startX: number;
  startY: number;
  start: CropRect;
}

/** Resizes from the bottom-right corner: the top-left corner stays where it was when it can. */
function resizeFromCorner(start: CropRect, dw: number, image: Size): CropRect {
  const resized = resizeCrop(start, dw, image);
  return moveCrop({ ...resized, x: start.x, y: start.y }, 0, 0, image);
}

/**
 * The crop frame over the picked picture (spec core §4 "Image upload": pick, crop, confirm or
 * cancel), for any picture the app crops: the profile photo, a lead's photo. The frame moves by dragging it or with the arrow keys, and resizes by its corner handle,
 * the + and − keys or the two buttons; its ratio and limits come from core.
 */
export function PhotoCropper({
  url,
  size,
  onChange,
}: {
  url: string;
  size: Size;
  onChange: (crop: CropRect) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [crop, setCrop] = useState(() => initialCrop(size));
  const drag = useRef<Drag | null>(null);
  const scale = Math.min(1, IMAGE_DISPLAY_MAX_PX / size.width, IMAGE_DISPLAY_MAX_PX / size.height);

  const update = (next: CropRect) => {
    setCrop(next);
    onChange(next);
  };

  const startDrag = (kind: Drag['kind']) => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind, startX: event.clientX, startY: event.clientY, start: crop };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) / scale;
    const dy = (event.clientY - current.startY) / scale;
    update(
      current.kind === 'move'
        ? moveCrop(current.start, dx, dy, size)
        : resizeFromCorner(current.start, Math.max(dx, dy), size),
    );
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP_PX, 0],
      ArrowRight: [KEY_STEP_PX, 0],
      ArrowUp: [0, -KEY_STEP_PX],
      ArrowDown: [0, KEY_STEP_PX],
    };
    const move = moves[event.key];
    if (move) update(moveCrop(crop, move[0], move[1], size));
    else if (event.key === '+' || event.key === '=') update(resizeCrop(crop, KEY_STEP_PX, size));
    else if (event.key === '-') update(resizeCrop(crop, -KEY_STEP_PX, size));
    else return;
    event.preventDefault();
  };

  return (
    <div className="photo-cropper-stage">
      <p id={hintId} className="photo-cropper-hint">
        {t('photoCrop.cropHint')}
      </p>
      <div
        className="photo-cropper"
        style={{ width: size.width * scale, height: size.height * scale }}
        data-testid="photo-cropper"
      >
        <img src={url} alt="" width={size.width * scale} height={size.height * scale} draggable={false} />
        <button
          type="button"
          className="crop-frame"
          aria-label={t('photoCrop.frame')}
          aria-describedby={hintId}
          style={{
            left: crop.x * scale,
            top: crop.y * scale,
            width: crop.width * scale,
            height: crop.height * scale,
          }}
          onPointerDown={startDrag('move')}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
        >
          <span
            className="crop-handle"
            aria-hidden="true"
            onPointerDown={startDrag('resize')}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        </button>
      </div>
      <div className="photo-cropper-actions">
        <button type="button" onClick={() => update(resizeCrop(crop, -KEY_STEP_PX * 3, size))}>
          {t('photoCrop.shrink')}
        </button>
        <button type="button" onClick={() => update(resizeCrop(crop, KEY_STEP_PX * 3, size))}>
          {t('photoCrop.enlarge')}
        </button>
      </div>
    </div>
  );
}
