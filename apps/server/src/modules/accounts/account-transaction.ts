import type { Database } from '../../db/database.js';
import { ParticipantRepository } from '../participants/index.js';
import { AccountRepository } from './account.repository.js';
import { ProfilePhotoRepository } from './profile-photo.repository.js';

/** The repositories an account change writes, bound to one transaction. */
export interface AccountStores {
  accounts: AccountRepository;
  participants: ParticipantRepository;
  photos: ProfilePhotoRepository;
}

/** Runs `work` in one transaction: everything it wrote is committed together or not at all. */
export type RunInAccountTransaction = <T>(work: (stores: AccountStores) => Promise<T>) => Promise<T>;

export function accountTransaction(db: Database): RunInAccountTransaction {
  return (work) =>
    db.transaction((tx) =>
      work({
        accounts: new AccountRepository(tx),
        participants: new ParticipantRepository(tx),
        photos: new ProfilePhotoRepository(tx),
      }),
    );
}
