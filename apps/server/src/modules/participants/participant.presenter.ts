import type { participants } from '../../db/schema.js';
import type { PublicParticipantId } from './participant-public-ids.js';

export type ParticipantRow = typeof participants.$inferSelect;

/** The columns a directory listing reads: what other users may see, and nothing else. */
export type DirectoryRow = Pick<
  ParticipantRow,
  | 'id'
  | 'civility'
  | 'firstName'
  | 'lastName'
  | 'type'
  | 'role'
  | 'organizationName'
  | 'organizationLogo'
  | 'organizationWebsite'
  | 'photoId'
  | 'social'
  | 'profil'
  | 'service'
  | 'centerinterest'
  | 'exhibitorId'
  | 'contactable'
>;

/** Where a profile photo is served, relative to the back-office URL like every asset. */
export function photoPath(photoId: string | null): string | null {
  return photoId ? `files/photos/${photoId}` : null;
}

/**
 * A participant as the directory shows it to other users (spec core §3 "Participant and contact").
 * E-mail, phones, agenda and account data are private: they are never in this shape.
 */
export interface DirectoryParticipant {
  /** The public id: the row's id never leaves the server. */
  id: PublicParticipantId;
  civility: string;
  firstName: string;
  lastName: string;
  type: string;
  position: string;
  role: string;
  organizationName: string;
  organizationLogo: string;
  organizationWebsite: string;
  profilePicture: { value: string } | null;
  social: { ln?: string };
  profil: string | null;
  service: string | null;
  centerinterest: string[];
  references: { exhibitor: string | null };
  contactable: boolean;
  /** Whether the user asking has already sent this participant a contact request. */
  contacted: boolean;
}

export function presentDirectoryParticipant(
  row: DirectoryRow,
  publicId: PublicParticipantId,
  contacted: boolean,
): DirectoryParticipant {
  const picture = photoPath(row.photoId);
  return {
    id: publicId,
    civility: row.civility,
    firstName: row.firstName,
    lastName: row.lastName,
    type: row.type,
    position: row.role,
    role: row.role,
    organizationName: row.organizationName,
    organizationLogo: row.organizationLogo,
    organizationWebsite: row.organizationWebsite,
    profilePicture: picture ? { value: picture } : null,
    social: row.social.ln ? { ln: row.social.ln } : {},
    profil: row.profil,
    service: row.service,
    centerinterest: row.centerinterest,
    references: { exhibitor: row.exhibitorId },
    contactable: row.contactable,
    contacted,
  };
}
