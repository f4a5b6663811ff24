import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeHtml } from '../sanitize/index.js';
import { RichText } from './detail-description.js';

/** A web address as a link target: a bare `www.x.fr` gets https, anything not http(s) is refused. */
export function websiteHref(website: string): string | null {
  const text = website.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  return /^https?:\/\/[^\s]+$/i.test(withScheme) ? withScheme : null;
}

/** A phone number as a tel: target: the digits and a leading plus, what every dialer accepts. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : null;
}

export interface ContactDetails {
  phone?: string;
  mobilePhone?: string;
  email?: string;
  website?: string;
  /** Plain text or HTML (imported addresses come both ways); sanitised when HTML. */
  address?: string;
}

/** Phone, e-mail, website and address as real links, each with its label; nothing when all are empty. */
export function ContactLinks({ contact, heading }: { contact: ContactDetails; heading?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const phone = contact.phone ? phoneHref(contact.phone) : null;
  const mobile = contact.mobilePhone ? phoneHref(contact.mobilePhone) : null;
  const website = contact.website ? websiteHref(contact.website) : null;
  const email = contact.email?.trim() ?? '';
  const address = contact.address?.trim() ?? '';
  if (!phone && !mobile && !website && email === '' && address === '') return null;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading ?? t('details.contact')}</h2>
      <dl className="detail-fields">
        {address !== '' ? (
          <div>
            <dt>{t('details.address')}</dt>
            <dd>
              {looksLikeHtml(address) ? (
                <RichText html={address} />
              ) : (
                <span className="pre-line">{address}</span>
              )}
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>{t('details.phone')}</dt>
            <dd>
              <a href={phone}>{contact.phone}</a>
            </dd>
          </div>
        ) : null}
        {mobile ? (
          <div>
            <dt>{t('details.mobilePhone')}</dt>
            <dd>
              <a href={mobile}>{contact.mobilePhone}</a>
            </dd>
          </div>
        ) : null}
        {email !== '' ? (
          <div>
            <dt>{t('details.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {website ? (
          <div>
            <dt>{t('details.website')}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {contact.website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
