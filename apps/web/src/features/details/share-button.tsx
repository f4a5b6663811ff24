import { encodeRoute, type PageKey } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/app-context.js';

/**
 * Shares the sheet's address with the item's original id (device ids differ between devices,
 * spec core §2): the system share sheet where there is one, else the link is copied. Shown only
 * when the show enables sharing.
 */
export function ShareButton({
  pageKey,
  id,
  originalId,
  title,
}: {
  pageKey: PageKey;
  id: number;
  originalId: string;
  title: string;
}) {
  const { t } = useTranslation();
  const { config } = useApp();
  const [isCopied, setCopied] = useState(false);
  if (!config?.features.share) return null;
  const share = async () => {
    const search = encodeRoute({ pageKey, props: { id } }, { originalIdOf: () => originalId || undefined });
    const url = `${window.location.origin}${window.location.pathname}${search}`;
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // The user closed the share sheet, or the clipboard is refused: nothing to report.
    }
  };
  return (
    <button type="button" className="detail-flag" onClick={() => void share()}>
      <span aria-hidden="true">⤴</span> {t(isCopied ? 'details.linkCopied' : 'details.share')}
    </button>
  );
}
