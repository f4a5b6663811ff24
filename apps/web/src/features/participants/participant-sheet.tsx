import { contactCardOffer, isContactButtonShown, type Participant } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { ContactLinks, websiteHref } from '../details/index.js';
import { useAccountSession, useSessionSnapshot } from '../login/index.js';
import { useRestriction } from '../profiles/index.js';
import { ContactButton } from './contact-button.js';
import { participantName } from './participant-memory.js';
import { SaveContactCard } from './save-contact-card.js';
import '../../shell/forms.css';
import './participants.css';

type SheetState =
  | { status: 'pending' }
  | { status: 'loaded'; participant: Participant }
  | { status: 'notFound' };

function useParticipant(id: number | null): SheetState {
  const { services } = useApp();
  const session = useAccountSession();
  const [state, setState] = useState<SheetState>(() => {
    const known = id === null ? undefined : services.participants.get(id);
    return known ? { status: 'loaded', participant: known } : { status: 'pending' };
  });
  useEffect(() => {
    if (id === null) {
      setState({ status: 'notFound' });
      return;
    }
    let isCurrent = true;
    session.api
      .getParticipants({ filters: { ids: [id] } })
      .then(([participant]) => {
        if (participant) services.participants.remember([participant]);
        if (isCurrent) setState(participant ? { status: 'loaded', participant } : { status: 'notFound' });
      })
      .catch(() => {
        services.notifications.add({ message: 'participants.fetchError', level: 'warning' });
        if (isCurrent)
          setState((current) => (current.status === 'pending' ? { status: 'notFound' } : current));
      });
    return () => {
      isCurrent = false;
    };
  }, [id, session, services.notifications, services.participants]);
  return state;
}

function Field({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SheetBody({ participant, isContact }: { participant: Participant; isContact: boolean }) {
  const { t } = useTranslation();
  const { services, config } = useApp();
  const { profile } = useSessionSnapshot();
  const photo = participant.profilePicture?.value;
  const website = websiteHref(participant.organizationWebsite);
  const linkedIn = participant.social.ln ? websiteHref(participant.social.ln) : null;
  const isSaveContactHidden = useRestriction(isContact ? 'contact' : 'participant', 'saveContact');
  const exhibitor = participant.references.exhibitor;
  const showsContact = isContactButtonShown({
    isNetworkingEnabled: config?.features.networking ?? false,
    participant,
    userId: profile?.id ?? null,
  });
  const cardOffer = contactCardOffer({
    isContactSheet: isContact,
    isNative: false,
    isContactsEnabled: config?.features.contacts ?? false,
    isRestricted: isSaveContactHidden,
  });
  return (
    <div className="account-page detail-sheet" data-testid="participant-sheet">
      <div className="detail-header">
        {photo ? (
          <img
            className="detail-logo"
            src={services.api.url(photo)}
            alt={t('participants.photoOf', { name: participantName(participant) })}
          />
        ) : null}
        <div className="detail-header-text">
          <p className="detail-subtitle">{participantName(participant)}</p>
          {showsContact ? <ContactButton participant={participant} /> : null}
          {cardOffer === 'download' ? <SaveContactCard participant={participant} /> : null}
        </div>
      </div>
      <dl className="detail-fields">
        <Field label={t('participants.fields.type')} value={participant.type} />
        <Field label={t('participants.fields.position')} value={participant.position} />
        {isContact ? <Field label={t('participants.fields.role')} value={participant.role} /> : null}
        <Field label={t('participants.fields.organizationName')} value={participant.organizationName} />
      </dl>
      {participant.organizationLogo ? (
        <img
          className="detail-logo"
          src={services.api.url(participant.organizationLogo)}
          alt={t('participants.logoOf', { name: participant.organizationName })}
        />
      ) : null}
      <p className="account-links">
        {website ? (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {t('participants.website')}
          </a>
        ) : null}
        {linkedIn ? (
          <a href={linkedIn} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
        ) : null}
      </p>
      <ContactLinks
        contact={{
          address: participant.address ?? '',
          ...(isContact
            ? {
                phone: participant.phone ?? '',
                mobilePhone: participant.mobilePhone ?? '',
                email: participant.email ?? '',
              }
            : {}),
        }}
      />
      {participant.events && participant.events.length > 0 ? (
        <section className="detail-section">
          <h2>{t('participants.interventions')}</h2>
          <ul className="account-list">
            {participant.events.map((event) => (
              <li key={String(event.id)}>
                {typeof event.id === 'number' ? (
                  <RouteLink route={{ pageKey: 'event', props: { id: event.id } }}>
                    {event.title ?? String(event.id)}
                  </RouteLink>
                ) : (
                  event.title
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {exhibitor ? (
        <p>
          <RouteLink
            route={{ pageKey: 'exhibitor', props: { originalId: exhibitor } }}
            className="button-link"
          >
            {t('participants.exhibitor')}
          </RouteLink>
        </p>
      ) : null}
    </div>
  );
}

function participantId(props: PageProps): number | null {
  const id = props.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Participant and contact sheets (spec core §2, modules §2 "Other detail sheets"); login required. */
function Sheet({ props, isContact }: { props: PageProps; isContact: boolean }) {
  const { t } = useTranslation();
  const state = useParticipant(participantId(props));
  const title =
    state.status === 'loaded'
      ? participantName(state.participant)
      : t(isContact ? 'participants.contactTitle' : 'participants.participantTitle');
  return (
    <PageLayout title={title}>
      {state.status === 'pending' ? (
        <p role="status" className="account-page">
          {t('participants.loading')}
        </p>
      ) : null}
      {state.status === 'notFound' ? <p className="account-page">{t('participants.notFound')}</p> : null}
      {state.status === 'loaded' ? <SheetBody participant={state.participant} isContact={isContact} /> : null}
    </PageLayout>
  );
}

export function ParticipantPage({ props }: { props: PageProps }) {
  return <Sheet props={props} isContact={false} />;
}

export function ContactPage({ props }: { props: PageProps }) {
  return <Sheet props={props} isContact />;
}
