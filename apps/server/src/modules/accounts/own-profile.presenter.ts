import type { JsonValue } from '@showfloor/core';
import { type ParticipantRow, type PublicParticipantId, photoPath } from '../participants/index.js';
import type { ProfilePhotoInfo } from './profile-photo.repository.js';

/** The logged-in user's own profile (spec core §3 "User profile"); only its owner ever receives it. */
export interface OwnProfile {
  /** The user's public participant id, the one the directory shows (the app hides its contact button). */
  id: PublicParticipantId;
  title: string;
  civility: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  organizationWebsite: string;
  organizationLogo: string;
  position: string;
  role: string;
  type: string;
  email: string;
  login: string;
  phone: string;
  visible: boolean;
  contactable: boolean;
  contactedParticipants: PublicParticipantId[];
  profilePicture: { value: string; metaData: { name: string; size: number; type: string } } | null;
  social: { ln?: string };
  events: JsonValue[];
  externalResources: { url: string; badge: Record<string, string> }[];
  exhibitor: string | null;
  departement: string;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function presentOwnProfile(
  login: string,
  row: ParticipantRow,
  ids: { id: PublicParticipantId; contactedParticipants: PublicParticipantId[] },
  photo: ProfilePhotoInfo | undefined,
): OwnProfile {
  const picture = photo ? photoPath(photo.id) : null;
  return {
    id: ids.id,
    title: row.civility,
    civility: row.civility,
    firstName: row.firstName,
    lastName: row.lastName,
    organizationName: row.organizationName,
    organizationWebsite: row.organizationWebsite,
    organizationLogo: row.organizationLogo,
    position: row.role,
    role: row.role,
    type: row.type,
    email: row.email,
    login,
    phone: row.phone,
    visible: row.visible,
    contactable: row.contactable,
    contactedParticipants: ids.contactedParticipants,
    profilePicture:
      photo && picture
        ? {
            value: picture,
            metaData: {
              name: `profile.${EXTENSIONS[photo.contentType] ?? 'bin'}`,
              size: photo.size,
              type: photo.contentType,
            },
          }
        : null,
    social: row.social.ln ? { ln: row.social.ln } : {},
    events: row.events,
    externalResources: [],
    exhibitor: row.exhibitorId,
    departement: row.departement,
  };
}
