import type { participants } from '../../db/schema.js';

/**
 * What is written to a participant row; the search keys are derived by the repository, never by
 * callers. In a file of its own: the repository and its bulk insert both read it, and the bulk
 * insert must not import the repository back.
 */
export type ParticipantInput = Partial<
  Omit<
    typeof participants.$inferInsert,
    'id' | 'lastNameKey' | 'firstNameKey' | 'organizationKey' | 'roleKey' | 'updatedAt'
  >
>;
