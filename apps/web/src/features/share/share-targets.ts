/** A way to share an item (spec modules §2 "Dialogs": share dialog). */
export type ShareChannel = 'sms' | 'mail' | 'facebook' | 'linkedin' | 'twitter';

export interface ShareTarget {
  channel: ShareChannel;
  href: string;
}

export interface ShareContext {
  name: string;
  url: string;
  isMobile: boolean;
  facebookAppId?: string;
  linkedinApiKey?: string;
}

/**
 * The buttons of the share dialog, in the spec's order: SMS on mobile only, mail, Facebook only
 * with an app id, LinkedIn only with an API key, Twitter. Nothing at all without a name and a url.
 */
export function shareTargets(context: ShareContext): ShareTarget[] {
  const name = context.name.trim();
  const url = context.url.trim();
  if (!name || !url) return [];
  const text = encodeURIComponent(`${name} ${url}`);
  const targets: ShareTarget[] = [];
  // '?&body=' is the one form both iOS and Android messaging apps read.
  if (context.isMobile) targets.push({ channel: 'sms', href: `sms:?&body=${text}` });
  targets.push({
    channel: 'mail',
    href: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(url)}`,
  });
  if (context.facebookAppId) {
    targets.push({
      channel: 'facebook',
      href: `https://www.facebook.com/dialog/share?app_id=${encodeURIComponent(context.facebookAppId)}&display=popup&href=${encodeURIComponent(url)}`,
    });
  }
  if (context.linkedinApiKey) {
    targets.push({
      channel: 'linkedin',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    });
  }
  targets.push({
    channel: 'twitter',
    href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(name)}&url=${encodeURIComponent(url)}`,
  });
  return targets;
}

/** Phones and tablets, where an sms: link opens the messaging app. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
