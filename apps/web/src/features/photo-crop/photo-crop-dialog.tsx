import { type CropRect, initialCrop } from '@showfloor/core';
import { useRef } from 'react';
import { ModalDialog } from '../../shell/index.js';
import type { LoadedPicture } from './image-file.js';
import { PhotoCropper } from './photo-cropper.js';

export interface PhotoCropDialogProps {
  picture: LoadedPicture;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Disables the confirm button while the caller works on a previous confirmation. */
  isBusy?: boolean;
  onCancel(): void;
  /** The frame the user confirmed, in the loaded picture's pixels (see `cropPicture`). */
  onConfirm(crop: CropRect): void;
}

/**
 * The crop step of an image upload (spec core §4 "Image upload": pick, crop, confirm or cancel), in
 * a modal: the frame opens centred 300 wide at the 0.85 ratio and Escape cancels. The caller names
 * the dialog and its buttons and decides what a confirmed frame becomes.
 */
export function PhotoCropDialog({
  picture,
  title,
  confirmLabel,
  cancelLabel,
  isBusy = false,
  onCancel,
  onConfirm,
}: PhotoCropDialogProps) {
  const crop = useRef<CropRect>(initialCrop(picture.size));
  return (
    <ModalDialog title={title} onClose={onCancel}>
      <PhotoCropper
        url={picture.url}
        size={picture.size}
        onChange={(next) => {
          crop.current = next;
        }}
      />
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="primary" disabled={isBusy} onClick={() => onConfirm(crop.current)}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
