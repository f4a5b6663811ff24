import './inbox.css';

/**
 * The unread count drawn on the side menu's inbox entry. Hidden from screen readers: the entry's
 * accessible name says the count in words.
 */
export function UnreadInboxBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-inbox-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
