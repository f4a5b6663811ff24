import type { ParticipantInput, ParticipantPublicIds, ParticipantRepository } from '../participants/index.js';
import { type AccountRepository, isUniqueViolation } from './account.repository.js';
import type { AccountStores, RunInAccountTransaction } from './account-transaction.js';
import { type OwnProfile, presentOwnProfile } from './own-profile.presenter.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { UpdatedFields } from './profile.schemas.js';
import { checkPhoto, decodeDataUrl, type PhotoType, sniffPhotoType } from './profile-photo.js';
import type { ProfilePhotoRepository } from './profile-photo.repository.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

export interface AccountServiceOptions {
  sessionHours: number;
  /** Runs a change of the account, its directory entry and its photo as one transaction. */
  inTransaction: RunInAccountTransaction;
  /** The ids the app sees of participants: the user's own and those it contacted. */
  publicIds: ParticipantPublicIds;
  now?: () => Date;
}

export interface NewAccount {
  login: string;
  password: string;
  profile?: ParticipantInput;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  profile: OwnProfile;
}

export interface Session {
  userId: number;
  tokenHash: string;
}

/** A refused change, naming the field for the 4xx answer. */
export interface FieldError {
  status: 400 | 403 | 409 | 413;
  error: string;
  field: string;
  message: string;
}

export type ProfileUpdate = { ok: true; profile: OwnProfile } | { ok: false; failure: FieldError };

/** Accounts: creation, login and sessions, the user's own profile and photo, export and deletion. */
export class AccountService {
  private readonly now: () => Date;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly participants: ParticipantRepository,
    private readonly photos: ProfilePhotoRepository,
    private readonly options: AccountServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Creates a user and its directory entry (hidden from nobody: visible and contactable by default). */
  async createAccount({
    login,
    password,
    profile = {},
  }: NewAccount): Promise<{ userId: number; participantId: number }> {
    const user = await this.accounts.insertUser(login.toLowerCase(), await hashPassword(password));
    const participant = await this.participants.insert({
      email: login.toLowerCase(),
      ...profile,
      userId: user.id,
    });
    return { userId: user.id, participantId: participant.id };
  }

  /** Sets a new password for an existing login (the demo resets its accounts so they always log in). */
  async resetPassword(login: string, password: string): Promise<boolean> {
    const user = await this.accounts.findByLogin(login.toLowerCase());
    if (!user) return false;
    await this.accounts.setPasswordHash(user.id, await hashPassword(password));
    return true;
  }

  /**
   * Sets the password of an invitation link's account and answers its login; the link works once
   * and any session of the account ends. Undefined for a spent, expired or unknown link.
   */
  async setPasswordWithLink(token: string, password: string): Promise<string | undefined> {
    const userId = await this.accounts.spendPasswordLink(hashSessionToken(token), this.now());
    if (userId === undefined) return undefined;
    const user = await this.accounts.findById(userId);
    if (!user) return undefined;
    await this.accounts.setPasswordHash(userId, await hashPassword(password));
    await this.accounts.deleteSessionsOf(userId);
    return user.login;
  }

  async findUserId(login: string): Promise<number | undefined> {
    return (await this.accounts.findByLogin(login.toLowerCase()))?.id;
  }

  /** Opens a session, or undefined when the login or the password is wrong (which one is not told). */
  async login(login: string, password: string): Promise<LoginResult | undefined> {
    const user = await this.accounts.findByLogin(login.toLowerCase());
    const isValid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstDummy(password);
    if (!user || !isValid) return undefined;
    const now = this.now();
    await this.accounts.deleteExpiredSessions(user.id, now);
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.options.sessionHours * 3_600_000);
    await this.accounts.insertSession(hashSessionToken(token), user.id, expiresAt);
    const profile = await this.profile(user.id);
    if (!profile) throw new Error(`user ${user.id} has no profile`);
    return { token, expiresAt, profile };
  }

  /** The session a token opens, if it exists and has not expired. */
  async authenticate(token: string): Promise<Session | undefined> {
    const tokenHash = hashSessionToken(token);
    const session = await this.accounts.findSession(tokenHash, this.now());
    return session ? { userId: session.userId, tokenHash } : undefined;
  }

  async logout(session: Session): Promise<void> {
    await this.accounts.deleteSession(session.tokenHash);
  }

  async profile(userId: number): Promise<OwnProfile | undefined> {
    const [user, row] = await Promise.all([
      this.accounts.findById(userId),
      this.participants.findByUserId(userId),
    ]);
    if (!user || !row) return undefined;
    const [contacted, photo] = await Promise.all([
      this.participants.contactedIds(userId),
      row.photoId ? this.photos.info(row.photoId) : undefined,
    ]);
    const publicIds = this.options.publicIds;
    return presentOwnProfile(
      user.login,
      row,
      { id: publicIds.toPublic(row.id), contactedParticipants: publicIds.toPublicMany(contacted) },
      photo,
    );
  }

  /**
   * Applies the changed fields; unchanged ones are not sent by the app (spec core §4). Everything is
   * checked before anything is written, then written in one transaction: a refused or failed request
   * leaves the login, the profile and the photo as they were. Changing the login (what signs in)
   * takes the account's password, so a session left open cannot hand the account to someone else.
   */
  async updateProfile(userId: number, fields: UpdatedFields, password?: string): Promise<ProfileUpdate> {
    const user = await this.accounts.findById(userId);
    if (!user) throw new Error(`user ${userId} does not exist`);
    const newLogin = fields.login !== undefined && fields.login !== user.login ? fields.login : undefined;
    if (newLogin !== undefined) {
      if (password === undefined)
        return fail(400, 'PASSWORD_REQUIRED', 'password', 'Give your password to change your login');
      if (!(await verifyPassword(password, user.passwordHash)))
        return fail(403, 'BAD_PASSWORD', 'password', 'The password is wrong');
      const holder = await this.accounts.findByLogin(newLogin);
      if (holder && holder.id !== userId) return loginTaken();
    }
    const input = participantInput(fields);
    let photo: NewPhoto | null | undefined;
    if (fields.profilePicture === null) photo = null;
    else if (fields.profilePicture !== undefined) {
      const bytes = decodeDataUrl(fields.profilePicture.value);
      // Any other value is the URL the app got from us: the photo is unchanged.
      if (bytes) {
        const check = checkPhoto(bytes);
        if (!check.ok) return photoRefused(check, 'profilePicture');
        photo = { bytes, type: check.type };
      }
    }
    try {
      await this.options.inTransaction(async (stores) => {
        const wasVisible = (await stores.participants.findByUserId(userId))?.visible ?? false;
        if (newLogin !== undefined) await stores.accounts.setLogin(userId, newLogin);
        if (Object.keys(input).length > 0) await stores.participants.updateForUser(userId, input);
        if (photo !== undefined) await replacePhoto(stores, userId, photo);
        else if (wasVisible && fields.visible === false) await movePhoto(stores, userId);
      });
    } catch (error) {
      // Another account took the login between the check and the write: the unique index refused it.
      if (newLogin !== undefined && isUniqueViolation(error)) return loginTaken();
      throw error;
    }
    return this.presentUpdated(userId);
  }

  /** Checks (size, type by magic bytes) and stores a new photo, replacing the previous one. */
  async setPhoto(userId: number, bytes: Uint8Array, field = 'photo'): Promise<ProfileUpdate> {
    const check = checkPhoto(bytes);
    if (!check.ok) return photoRefused(check, field);
    await this.options.inTransaction((stores) => replacePhoto(stores, userId, { bytes, type: check.type }));
    return this.presentUpdated(userId);
  }

  async removePhoto(userId: number): Promise<void> {
    await this.options.inTransaction((stores) => replacePhoto(stores, userId, null));
  }

  private async presentUpdated(userId: number): Promise<ProfileUpdate> {
    const profile = await this.profile(userId);
    if (!profile) throw new Error(`user ${userId} has no profile`);
    return { ok: true, profile };
  }

  /** Everything stored about the user (GDPR right of access), and nothing about anyone else. */
  async exportData(userId: number) {
    const user = await this.accounts.findById(userId);
    const profile = await this.profile(userId);
    if (!user || !profile) return undefined;
    const [contactRequests, sessions] = await Promise.all([
      this.participants.contactRequestsOf(userId),
      this.accounts.sessionsOf(userId),
    ]);
    return {
      exportedAt: this.now().toISOString(),
      account: { login: user.login, createdAt: user.createdAt.toISOString() },
      profile,
      contactRequests: contactRequests.map((request) => ({
        participantId: this.options.publicIds.toPublic(request.participantId),
        name: `${request.firstName} ${request.lastName}`.trim(),
        organizationName: request.organizationName,
        requestedAt: request.requestedAt.toISOString(),
      })),
      sessions: sessions.map((session) => ({
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
    };
  }

  /** Deletes the account and everything attached to it (GDPR right to erasure). */
  async deleteAccount(userId: number): Promise<void> {
    await this.options.inTransaction(async (stores) => {
      await replacePhoto(stores, userId, null);
      await stores.accounts.deleteUser(userId);
    });
  }
}

function fail(status: FieldError['status'], error: string, field: string, message: string): ProfileUpdate {
  return { ok: false, failure: { status, error, field, message } };
}

function loginTaken(): ProfileUpdate {
  return fail(409, 'LOGIN_TAKEN', 'login', 'This login is already used by another account');
}

function photoRefused(check: Exclude<ReturnType<typeof checkPhoto>, { ok: true }>, field: string) {
  return fail(check.reason === 'TOO_LARGE' ? 413 : 400, check.reason, field, check.message);
}

interface NewPhoto {
  bytes: Uint8Array;
  type: PhotoType;
}

/** Stores `photo` (null: none) as the user's, and deletes the one it replaces. */
async function replacePhoto(stores: AccountStores, userId: number, photo: NewPhoto | null): Promise<void> {
  const previous = (await stores.participants.findByUserId(userId))?.photoId;
  if (photo === null && !previous) return;
  const stored = photo ? await stores.photos.insert(photo.bytes, photo.type) : undefined;
  await stores.participants.updateForUser(userId, { photoId: stored?.id ?? null });
  if (previous) await stores.photos.delete(previous);
}

/**
 * Gives the user's photo a new address. Photo addresses are random and served to whoever has one;
 * a participant who hides from the directory takes the photo's address away from everyone who read
 * it there (docs/accounts.md, "Photos").
 */
async function movePhoto(stores: AccountStores, userId: number): Promise<void> {
  const previous = (await stores.participants.findByUserId(userId))?.photoId;
  const stored = previous ? await stores.photos.find(previous) : undefined;
  const type = stored && sniffPhotoType(stored.body);
  if (!stored || !type) return;
  await replacePhoto(stores, userId, { bytes: stored.body, type });
}

function participantInput(fields: UpdatedFields): ParticipantInput {
  const input: ParticipantInput = {};
  if (fields.civility !== undefined) input.civility = fields.civility;
  if (fields.firstName !== undefined) input.firstName = fields.firstName;
  if (fields.lastName !== undefined) input.lastName = fields.lastName;
  if (fields.organizationName !== undefined) input.organizationName = fields.organizationName;
  if (fields.role !== undefined) input.role = fields.role;
  if (fields.email !== undefined) input.email = fields.email;
  if (fields.phoneNumber !== undefined) input.phone = fields.phoneNumber;
  if (fields.visible !== undefined) input.visible = fields.visible;
  if (fields.contactable !== undefined) input.contactable = fields.contactable;
  if (fields.socialNetworkProfiles !== undefined)
    input.social = fields.socialNetworkProfiles.ln ? { ln: fields.socialNetworkProfiles.ln } : {};
  if (fields.events !== undefined) input.events = fields.events;
  return input;
}
