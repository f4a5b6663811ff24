import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/modal-dialog.js';
import { isMobileUserAgent, type ShareChannel, shareTargets } from './share-targets.js';
import './share.css';

export interface ShareDialogProps {
  name: string;
  /** The address to share, built with the item's original id (spec core §2). */
  url: string;
  onClose: () => void;
}

const POPUP_CHANNELS: ReadonlySet<ShareChannel> = new Set(['facebook', 'linkedin', 'twitter']);

/** Build-time keys of the show's social apps; without them the channel is not offered (spec modules §2). */
const SOCIAL_KEYS = {
  facebookAppId: import.meta.env.VITE_FACEBOOK_APP_ID as string | undefined,
  linkedinApiKey: import.meta.env.VITE_LINKEDIN_API_KEY as string | undefined,
};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The share dialog (spec modules §2 "Dialogs"): the system share sheet first where the browser has
 * one, then a button per channel. Renders nothing without a name and a url.
 */
export function ShareDialog({ name, url, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const { services } = useApp();
  const targets = shareTargets({
    name,
    url,
    isMobile: isMobileUserAgent(navigator.userAgent),
    ...(SOCIAL_KEYS.facebookAppId ? { facebookAppId: SOCIAL_KEYS.facebookAppId } : {}),
    ...(SOCIAL_KEYS.linkedinApiKey ? { linkedinApiKey: SOCIAL_KEYS.linkedinApiKey } : {}),
  });
  if (targets.length === 0) return null;
  // Notifications take a message key; the reason goes to the console for support.
  const notify = (message: string, level: 'info' | 'error', reason?: string) => {
    if (reason) console.warn(message, reason);
    services.notifications.add({ message, level });
  };

  const shareWithSystem = async () => {
    try {
      await navigator.share({ title: name, url });
      onClose();
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify('share.failed', 'error', reasonOf(error));
    }
  };

  const openChannel = (channel: ShareChannel, href: string) => {
    if (!POPUP_CHANNELS.has(channel)) {
      window.location.href = href;
      onClose();
      return;
    }
    // With 'noopener' window.open answers null even when the popup opened, so only a thrown
    // error counts as a failure.
    window.open(href, '_blank', 'noopener,width=600,height=600');
    if (channel === 'facebook') notify('share.facebookShareDone', 'info');
    if (channel === 'linkedin') notify('share.linkedinShareDone', 'info');
    onClose();
  };

  const safeOpen = (channel: ShareChannel, href: string) => {
    try {
      openChannel(channel, href);
    } catch (error) {
      const key =
        channel === 'facebook'
          ? 'share.facebookShareFail'
          : channel === 'linkedin'
            ? 'share.linkedinShareFail'
            : 'share.failed';
      notify(key, 'error', reasonOf(error));
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('share.linkCopied', 'info');
      onClose();
    } catch (error) {
      notify('share.failed', 'error', reasonOf(error));
    }
  };

  return (
    <ModalDialog
      title={t('share.title', { name })}
      onClose={onClose}
      className="share-dialog"
      testId="share-dialog"
    >
      <div className="share-channels">
        {typeof navigator.share === 'function' ? (
          <button type="button" onClick={() => void shareWithSystem()} data-channel="system">
            {t('share.system')}
          </button>
        ) : null}
        {targets.map((target) => (
          <button
            key={target.channel}
            type="button"
            data-channel={target.channel}
            onClick={() => safeOpen(target.channel, target.href)}
          >
            {t(`share.channels.${target.channel}`)}
          </button>
        ))}
        {typeof navigator.clipboard?.writeText === 'function' ? (
          <button type="button" onClick={() => void copyLink()} data-channel="copy">
            {t('share.copyLink')}
          </button>
        ) : null}
      </div>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('share.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
