export { NoteModal, type NoteModalProps } from './note-modal.js';
export { notesMailContent } from './notes-mail-content.js';
export { openNoteModal } from './open-note-modal.js';
export { useNote, useNotes, useSetNote } from './use-notes.js';
