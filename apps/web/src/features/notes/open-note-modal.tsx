import type { PublishedDataType } from '@showfloor/core';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AppContextProvider, type AppContextValue } from '../../shell/app-context.js';
import { NoteModal } from './note-modal.js';

/**
 * Opens the note modal over any screen. Sheets only reach notes through the `useItemFlags` hook,
 * which cannot render, so the modal gets a root of its own, given the same app context and
 * translations as the screen that opened it.
 */
export function openNoteModal(app: AppContextValue, type: PublishedDataType, id: number): void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    // Unmount after the click that closed it has finished, so React is not torn down mid-event.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
  root.render(
    <AppContextProvider value={app}>
      <I18nextProvider i18n={app.services.i18n}>
        <NoteModal type={type} id={id} onClose={close} />
      </I18nextProvider>
    </AppContextProvider>,
  );
}
