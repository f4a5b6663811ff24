import {
  type ConsoleItem,
  type ItemImageField as ImageField,
  ITEM_IMAGE_BOXES,
  ITEM_IMAGE_MAX_BYTES,
} from '@showfloor/core';
import { type ChangeEvent, useId, useState } from 'react';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ItemsStrings } from './items-strings.js';

const MAX_MEGABYTES = ITEM_IMAGE_MAX_BYTES / 1024 / 1024;

interface ItemImageFieldProps {
  item: ConsoleItem;
  imageField: ImageField;
  /** The item's title as the heading shows it, for the image's text alternative. */
  title: string;
  canEdit: boolean;
  words: ItemsStrings;
  outcome: Outcome;
  onRefused: (outcome: Outcome) => void;
  onUpload: (file: File) => Promise<void>;
}

/**
 * An item's logo or photo as the back office serves it, and, for an editor, a file input that
 * sends a new one as soon as it is chosen (the back office checks, shrinks and stores it).
 */
export function ItemImageField({
  item,
  imageField,
  title,
  canEdit,
  words,
  outcome,
  onRefused,
  onUpload,
}: ItemImageFieldProps) {
  const [isSending, setSending] = useState(false);
  const hintId = useId();
  const { kind, field } = imageField;
  const path = item.fields[field];
  const box = ITEM_IMAGE_BOXES[kind];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    if (file.size > ITEM_IMAGE_MAX_BYTES) {
      onRefused({ kind: 'error', text: words.imageTooLarge(MAX_MEGABYTES) });
      input.value = '';
      return;
    }
    setSending(true);
    await onUpload(file);
    setSending(false);
    input.value = '';
  };

  return (
    <div className="console-item-image">
      <p className="console-item-image-label">{words.image[kind]}</p>
      {typeof path === 'string' && path !== '' ? (
        <img
          src={`/files/assets/${path.replace(/^\/+/, '')}`}
          alt={words.imageOf[kind](title)}
          className="console-item-image-preview"
        />
      ) : (
        <p>{words.noImage[kind]}</p>
      )}
      {canEdit ? (
        <label>
          {words.uploadImage[kind]}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={hintId}
            disabled={isSending}
            onChange={choose}
          />
          <span id={hintId} className="console-hint">
            {words.imageRule(`${box.width}×${box.height}`, MAX_MEGABYTES)}
          </span>
        </label>
      ) : null}
      {isSending ? <p role="status">{words.uploading}</p> : <OutcomeLine outcome={outcome} />}
    </div>
  );
}
