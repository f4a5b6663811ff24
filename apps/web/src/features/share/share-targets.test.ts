import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, shareTargets } from './share-targets.js';

const item = { name: 'Acme Robotics', url: 'https://show.test/?/exhibitor?originalId=EX-1' };

describe('shareTargets', () => {
  it('offers mail and Twitter on a desktop without social keys', () => {
    expect(shareTargets({ ...item, isMobile: false }).map((target) => target.channel)).toEqual([
      'mail',
      'twitter',
    ]);
  });

  it('adds SMS on mobile, Facebook with an app id and LinkedIn with an API key, in the spec order', () => {
    const targets = shareTargets({ ...item, isMobile: true, facebookAppId: '123', linkedinApiKey: 'key' });
    expect(targets.map((target) => target.channel)).toEqual([
      'sms',
      'mail',
      'facebook',
      'linkedin',
      'twitter',
    ]);
    expect(targets[0]?.href).toBe(`sms:?&body=${encodeURIComponent(`${item.name} ${item.url}`)}`);
    expect(targets[2]?.href).toContain('app_id=123');
    expect(targets[4]?.href).toContain(encodeURIComponent(item.url));
  });

  it('offers nothing without a name or a url', () => {
    expect(shareTargets({ name: '', url: item.url, isMobile: true })).toEqual([]);
    expect(shareTargets({ name: item.name, url: ' ', isMobile: true })).toEqual([]);
  });

  it('tells phones from desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });
});
