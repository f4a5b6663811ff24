import type { ParticipantInput, ParticipantRepository } from '../participants/index.js';
import type { AccountRepository } from './account.repository.js';
import { type OwnProfile, presentOwnProfile } from './own-profile.presenter.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { UpdatedFields } from './profile.schemas.js';
import { checkPhoto, decodeDataUrl } from './profile-photo.js';
import type { ProfilePhotoRepository } from './profile-photo.repository.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

export interface AccountServiceOptions {
  sessionHours: number;
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
  status: 400 | 409 | 413;
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
    return presentOwnProfile(user.login, row, contacted, photo);
  }

  /** Applies the changed fields; unchanged ones are not sent by the app (spec core §4). */
  async updateProfile(userId: number, fields: UpdatedFields): Promise<ProfileUpdate> {
    if (fields.login !== undefined) {
      const holder = await this.accounts.findByLogin(fields.login);
      if (holder && holder.id !== userId)
        return fail(409, 'LOGIN_TAKEN', 'login', 'This login is already used by another account');
    }
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
    if (fields.profilePicture !== undefined) {
      const picture = fields.profilePicture;
      if (picture === null) {
        await this.removePhoto(userId);
      } else {
        const bytes = decodeDataUrl(picture.value);
        // Any other value is the URL the app got from us: the photo is unchanged.
        if (bytes) {
          const result = await this.setPhoto(userId, bytes, 'profilePicture');
          if (!result.ok) return result;
        }
      }
    }
    if (fields.login !== undefined) await this.accounts.setLogin(userId, fields.login);
    if (Object.keys(input).length > 0) await this.participants.updateForUser(userId, input);
    const profile = await this.profile(userId);
    if (!profile) throw new Error(`user ${userId} has no profile`);
    return { ok: true, profile };
  }

  /** Checks (size, type by magic bytes) and stores a new photo, replacing the previous one. */
  async setPhoto(userId: number, bytes: Uint8Array, field = 'photo'): Promise<ProfileUpdate> {
    const check = checkPhoto(bytes);
    if (!check.ok) return fail(check.reason === 'TOO_LARGE' ? 413 : 400, check.reason, field, check.message);
    const previous = (await this.participants.findByUserId(userId))?.photoId;
    const photo = await this.photos.insert(bytes, check.type);
    await this.participants.updateForUser(userId, { photoId: photo.id });
    if (previous) await this.photos.delete(previous);
    const profile = await this.profile(userId);
    if (!profile) throw new Error(`user ${userId} has no profile`);
    return { ok: true, profile };
  }

  async removePhoto(userId: number): Promise<void> {
    const previous = (await this.participants.findByUserId(userId))?.photoId;
    if (!previous) return;
    await this.participants.updateForUser(userId, { photoId: null });
    await this.photos.delete(previous);
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
        participantId: request.participantId,
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
    await this.removePhoto(userId);
    await this.accounts.deleteUser(userId);
  }
}

function fail(status: FieldError['status'], error: string, field: string, message: string): ProfileUpdate {
  return { ok: false, failure: { status, error, field, message } };
}
