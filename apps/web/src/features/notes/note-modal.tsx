import { DETAIL_PAGE_OF_TYPE, noteModalTitle, type PublishedDataType } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/index.js';
import { useNote, useSetNote } from './use-notes.js';
import './notes.css';

export interface NoteModalProps {
  type: PublishedDataType;
  id: number;
  onClose: () => void;
}

/**
 * The note modal (spec modules §2): title is the 'notes title' label plus the item title cut at
 * 50 characters; the text is saved on every keystroke (an empty text deletes the note); delete
 * asks for confirmation; the title opens the item.
 */
export function NoteModal({ type, id, onClose }: NoteModalProps) {
  const { t } = useTranslation();
  const { services, router } = useApp();
  const saved = useNote(type, id);
  const setNote = useSetNote();
  const [text, setText] = useState(saved);
  const [itemTitle, setItemTitle] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  useEffect(() => {
    void services.catalog.getRecord(type, id).then((record) => {
      setItemTitle(typeof record?.title === 'string' ? record.title : '');
    });
  }, [services, type, id]);
  const pageKey = DETAIL_PAGE_OF_TYPE[type];
  const title = noteModalTitle(t('notes.modalTitle'), itemTitle);
  const openItem = () => {
    if (!pageKey) return;
    onClose();
    router.navigate({ pageKey, props: { id } });
  };
  return (
    <ModalDialog
      title={
        pageKey ? (
          <button type="button" className="note-modal-title" onClick={openItem}>
            {title}
          </button>
        ) : (
          title
        )
      }
      onClose={onClose}
      className="note-modal"
      testId="note-modal"
    >
      <label className="visually-hidden" htmlFor="note-text">
        {t('notes.textLabel')}
      </label>
      <textarea
        id="note-text"
        className="note-text"
        rows={8}
        value={text}
        placeholder={t('notes.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setNote(type, id, event.target.value);
        }}
      />
      {isConfirming ? (
        <div className="dialog-actions">
          <p>{t('notes.confirmDelete')}</p>
          <button
            type="button"
            onClick={() => {
              setNote(type, id, '');
              setText('');
              setConfirming(false);
              onClose();
            }}
          >
            {t('notes.confirmYes')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('notes.confirmNo')}
          </button>
        </div>
      ) : (
        <div className="dialog-actions">
          <button type="button" onClick={() => setConfirming(true)} disabled={text.trim() === ''}>
            {t('notes.delete')}
          </button>
          <button type="button" onClick={onClose}>
            {t('notes.close')}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
