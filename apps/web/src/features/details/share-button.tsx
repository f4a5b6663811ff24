import { encodeRoute, type PageKey } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { useRestriction } from '../profiles/index.js';
import { ShareDialog } from '../share/index.js';

/**
 * Opens the share dialog (spec modules §2 "Dialogs") on the sheet's address, built with the item's
 * original id (device ids differ between devices, spec core §2). Shown only when the show enables
 * sharing and its restriction lists do not hide it on this page for the profile (spec core §6).
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
  const [isOpen, setOpen] = useState(false);
  const isHidden = useRestriction(pageKey, 'share');
  if (!config?.features.share || isHidden) return null;
  const search = encodeRoute({ pageKey, props: { id } }, { originalIdOf: () => originalId || undefined });
  const url = `${window.location.origin}${window.location.pathname}${search}`;
  return (
    <>
      <button type="button" className="detail-flag" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">⤴</span> {t('details.share')}
      </button>
      {isOpen ? <ShareDialog name={title} url={url} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
