import type { Participant } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { participantName, participantSubtitle } from './participant-memory.js';
import './participants.css';

/** One participant of a list: photo, name, position and organisation; opens the participant sheet. */
export function ParticipantRow({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const { services, router } = useApp();
  const photo = participant.profilePicture?.value;
  return (
    <button
      type="button"
      className="participant-row"
      onClick={() => router.navigate({ pageKey: 'participant', props: { id: participant.id } })}
    >
      {photo ? (
        <img className="participant-photo" src={services.api.url(photo)} alt="" />
      ) : (
        <span className="participant-photo" aria-hidden="true" />
      )}
      <span className="participant-row-text">
        <span>{participantName(participant)}</span>
        <span className="participant-row-subtitle">{participantSubtitle(participant)}</span>
        {participant.contacted ? (
          <span className="participant-row-subtitle">{t('participants.contacted')}</span>
        ) : null}
      </span>
    </button>
  );
}
