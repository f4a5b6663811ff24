import { FAVORITE_POSITION_TITLE_MAX } from '@showfloor/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The title of a favourite position being saved, prefilled with the place's name. `onSave` says
 * whether it was saved; a refused save (the place is already saved) leaves the form open.
 */
export function SavePositionForm({
  initialTitle,
  onSave,
  onCancel,
}: {
  initialTitle: string;
  onSave: (title: string) => boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle.slice(0, FAVORITE_POSITION_TITLE_MAX));
  const inputId = useId();
  return (
    <form
      className="save-position-form"
      data-testid="save-position-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim() !== '' && onSave(title)) onCancel();
      }}
    >
      <label htmlFor={inputId}>{t('map.positions.titleLabel')}</label>
      <input
        id={inputId}
        type="text"
        value={title}
        required
        maxLength={FAVORITE_POSITION_TITLE_MAX}
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="selected-place-actions">
        <button type="submit">{t('map.positions.confirm')}</button>
        <button type="button" onClick={onCancel}>
          {t('map.positions.cancel')}
        </button>
      </div>
    </form>
  );
}
