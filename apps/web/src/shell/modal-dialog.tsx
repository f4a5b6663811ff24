import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (the focus trap),
 * Escape closes it, and focus returns to the button that opened it when it closes. The title
 * names the dialog for screen readers.
 */
export function ModalDialog({ title, onClose, children, className, testId }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`app-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
