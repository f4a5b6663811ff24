import {
  type ContactButtonState,
  type ContactEvent,
  contactTransition,
  initialContactState,
  isShownAsContacted,
  loginRouteFor,
  type Participant,
} from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../platform/network/index.js';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/index.js';
import { useAccountSession, useSessionSnapshot } from '../login/index.js';
import { participantName } from './participant-memory.js';
import { CONTACT_LOGIN_ACTION } from './pending-contact.js';

/**
 * The contact button of a participant sheet (spec core §4, §5, §8): confirm first; 'contacted' and
 * disabled from the moment the request is made; back to normal with 'Failed to contact participant'
 * on error; an expired session sends the user to login and back here.
 */
export function ContactButton({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const { services, router } = useApp();
  const session = useAccountSession();
  const { profile } = useSessionSnapshot();
  const isAlreadyContacted =
    participant.contacted || (profile?.contactedParticipants.includes(participant.id) ?? false);
  const [state, setState] = useState<ContactButtonState>(() =>
    !isAlreadyContacted && services.pendingContact.take(participant.id)
      ? 'confirming'
      : initialContactState(isAlreadyContacted),
  );

  const dispatch = (current: ContactButtonState, event: ContactEvent): ContactButtonState => {
    const transition = contactTransition(current, event);
    setState(transition.state);
    for (const effect of transition.effects) {
      if (effect.kind === 'notify') {
        services.notifications.add({
          message: `participants.messages.${effect.message}`,
          level: effect.level,
        });
      }
      if (effect.kind === 'goToLogin') {
        const here = { pageKey: 'participant' as const, props: { id: participant.id } };
        router.navigate(
          loginRouteFor(here, { name: CONTACT_LOGIN_ACTION, params: { contactId: participant.id } }),
        );
      }
      if (effect.kind === 'callContact') void call(transition.state);
    }
    return transition.state;
  };

  const call = async (current: ContactButtonState) => {
    try {
      await session.api.contactParticipant(participant.id);
      services.participants.markContacted(participant.id);
      const latest = session.getSnapshot().profile;
      if (latest && !latest.contactedParticipants.includes(participant.id)) {
        session.setProfile({
          ...latest,
          contactedParticipants: [...latest.contactedParticipants, participant.id],
        });
      }
      dispatch(current, { type: 'succeeded' });
    } catch (error) {
      dispatch(current, { type: 'failed', failure: failureOf(error) });
    }
  };

  const confirm = async () => {
    const isOnline = await services.api.isOnline();
    dispatch('confirming', { type: 'confirm', isOnline });
  };

  const isContacted = isShownAsContacted(state);
  return (
    <>
      <button
        type="button"
        className="primary"
        disabled={isContacted}
        onClick={() => dispatch(state, { type: 'press' })}
        data-testid="contact-button"
      >
        {isContacted ? t('participants.contacted') : t('participants.contact')}
      </button>
      {state === 'confirming' ? (
        <ModalDialog
          title={t('participants.confirmTitle')}
          onClose={() => dispatch('confirming', { type: 'cancel' })}
        >
          <p>{t('participants.confirmQuestion', { name: participantName(participant) })}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => dispatch('confirming', { type: 'cancel' })}>
              {t('participants.cancel')}
            </button>
            <button type="button" className="primary" onClick={() => void confirm()}>
              {t('participants.confirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
