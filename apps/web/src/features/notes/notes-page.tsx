import {
  type CatalogRecord,
  isPublishedDataType,
  type NotedItem,
  notedItems,
  noteExcerpt,
  type PublishedDataType,
} from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTypeLabelKey } from '../../i18n/index.js';
import { useApp } from '../../shell/app-context.js';
import { PageLayout } from '../../shell/page-layout.js';
import { NoteModal } from './note-modal.js';
import { NotesExportForm } from './notes-export-form.js';
import { useNotes } from './use-notes.js';
import './notes.css';

/** Notes of catalog items: the notes page lists those (personal types have pages of their own). */
type CatalogNote = NotedItem & { dataType: PublishedDataType };

interface NotedRow extends CatalogNote {
  title: string;
}

function isCatalogNote(item: NotedItem): item is CatalogNote {
  return isPublishedDataType(item.dataType);
}

function titleOf(record: CatalogRecord | undefined): string {
  return typeof record?.title === 'string' ? record.title : '';
}

/** The notes page (spec modules §2): every noted item with its excerpt, an export button. */
export function NotesPage() {
  const { t } = useTranslation();
  const { services, language } = useApp();
  const notes = useNotes();
  const [rows, setRows] = useState<NotedRow[] | null>(null);
  const [opened, setOpened] = useState<CatalogNote | null>(null);
  const [isExporting, setExporting] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    const items = notedItems(notes).filter(isCatalogNote);
    void Promise.all(
      items.map(async (item) => ({
        ...item,
        title: titleOf(await services.catalog.getRecord(item.dataType, item.id)),
      })),
    ).then((loaded) => {
      if (isCurrent) setRows(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [notes, services]);
  return (
    <PageLayout title={t('notes.pageTitle')}>
      <div className="personal-page">
        {rows === null ? null : rows.length === 0 ? (
          <p className="empty-state">{t('notes.empty')}</p>
        ) : (
          <>
            <button type="button" className="notes-export" onClick={() => setExporting(true)}>
              {t('notes.export')}
            </button>
            <ul className="notes-list">
              {rows.map((row) => (
                <li key={`${row.dataType}-${row.id}`}>
                  <button type="button" className="list-row" onClick={() => setOpened(row)}>
                    <span className="list-row-text">
                      <span className="list-row-title">{row.title || t('notes.untitled')}</span>
                      <span className="list-row-subtitle">
                        {t(dataTypeLabelKey(row.dataType, 1, language))} · {noteExcerpt(row.text)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {opened ? <NoteModal type={opened.dataType} id={opened.id} onClose={() => setOpened(null)} /> : null}
        {isExporting && rows ? (
          <NotesExportForm
            entries={rows.map((row) => ({ title: row.title, text: row.text }))}
            onClose={() => setExporting(false)}
          />
        ) : null}
      </div>
    </PageLayout>
  );
}
