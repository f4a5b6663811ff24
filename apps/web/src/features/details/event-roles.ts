/**
 * The people of an event by role (spec modules §2 "Event page"), in the order the sheet lists
 * them. Each role is its own reference key (`references.moderators`…), all pointing at speakers.
 */
export const EVENT_SPEAKER_ROLES = [
  'speakers',
  'moderators',
  'presidents',
  'directors',
  'coordinators',
  'experts',
  'coautors',
  'orators',
] as const;

export type EventSpeakerRole = (typeof EVENT_SPEAKER_ROLES)[number];
