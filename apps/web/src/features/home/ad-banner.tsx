import type { ShowConfig } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { textIn } from '../navigation/index.js';

type Ad = ShowConfig['ads'][number];

/**
 * The frame of a banner: 640×160 (4:1) is the format organisers are asked for (docs/decisions.md). The
 * space is held before the image arrives, so the tiles under it never jump; an image of another
 * shape is fitted inside on the ad's background colour.
 */
const AD_BANNER_WIDTH = 640;
const AD_BANNER_HEIGHT = 160;

/** An ad banner of the home page (spec core §2 "Ad banners show above and below"). */
export function AdBanner({ placement }: { placement: Ad['placement'] }) {
  const { t } = useTranslation();
  const { services, config, language } = useApp();
  const ad = config?.ads.find((entry) => entry.placement === placement);
  if (!ad) return null;
  const image = (
    <img
      src={services.api.url(`files/assets/${ad.image}`)}
      alt={t('homePage.adAlt')}
      className="ad-banner-image"
      width={AD_BANNER_WIDTH}
      height={AD_BANNER_HEIGHT}
    />
  );
  const href = textIn(ad.link, language);
  return (
    <aside
      className="ad-banner"
      style={ad.bgcolor ? { backgroundColor: ad.bgcolor } : undefined}
      aria-label={t('homePage.ad')}
    >
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {image}
          <span className="visually-hidden">{t('menu.opensExternal')}</span>
        </a>
      ) : (
        image
      )}
    </aside>
  );
}
