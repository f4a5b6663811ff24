import {
  ACCOUNT_SET_PASSWORD_PATH,
  accountPasswordSetSchema,
  type CodificationField,
  type CodificationsDatas,
  codificationsDatasSchema,
  type LoginDatas,
  loginDatasSchema,
  type Participant,
  type ParticipantSearchParams,
  type ProfileUpdatedFields,
  participantListSchema,
  providerEnvelopeSchema,
  type UserProfile,
  userProfileSchema,
} from '@showfloor/core';
import type { ApiClient } from './api-client.js';
import { isNetworkError } from './network-error.js';
import { ProviderError } from './provider-error.js';

/** What the account calls need from the session: its token, and a way to end it on AUTH_ERROR. */
export interface SessionAccess {
  token(): string | null;
  /** Called when an authenticated call answers HTTP 401 (spec core §8 AUTH_ERROR). */
  onAuthError(): void;
}

/** A shared schema of core, as far as parsing needs it (the app does not depend on zod itself). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * The primary provider's calls (spec core §7, docs/protocol.md "Accounts and networking") over the
 * app's one API client. Every answer is parsed with the shared schemas; every failure is a
 * ProviderError with the spec's codes.
 */
export class AccountApi {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionAccess,
  ) {}

  async login(login: string, password: string): Promise<LoginDatas> {
    const datas = await this.call('login.htm', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ login, password }),
    });
    return this.parse(loginDatasSchema, datas, 'login');
  }

  /** Spends an invitation's link (docs/console.md, "People"): answers the login it set a password for. */
  async setPassword(token: string, password: string): Promise<string> {
    const datas = await this.call(ACCOUNT_SET_PASSWORD_PATH.slice(1), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ token, password }),
    });
    return this.parse(accountPasswordSetSchema, datas, 'set-password').login;
  }

  /** Ends the session on the server; the device forgets it whatever the answer. */
  async logout(token: string): Promise<void> {
    await this.call('logout.htm', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  }

  /**
   * The profile of a token received in the app's address (spec core §7), before it is the session:
   * a 401 here refuses the token and ends no session.
   */
  async profileWithToken(token: string): Promise<UserProfile> {
    const datas = await this.call('me.htm', { method: 'GET', headers: { Authorization: `Bearer ${token}` } });
    return this.parse(userProfileSchema, datas, 'profile');
  }

  async me(): Promise<UserProfile> {
    return this.parse(userProfileSchema, await this.authenticated('me.htm', { method: 'GET' }), 'profile');
  }

  /** `password`, the account's own, is asked by the back office when the login changes. */
  async updateMe(updatedFields: ProfileUpdatedFields, password?: string): Promise<UserProfile> {
    const datas = await this.authenticated('updateMe.htm', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(password === undefined ? { updatedFields } : { updatedFields, password }),
    });
    return this.parse(userProfileSchema, datas, 'profile');
  }

  /** The cropped photo, through the multipart endpoint (field `photo`). */
  async uploadPhoto(photo: Blob, fileName: string): Promise<UserProfile> {
    const form = new FormData();
    form.append('photo', photo, fileName);
    const datas = await this.authenticated('me/photo', { method: 'POST', body: form });
    return this.parse(userProfileSchema, datas, 'profile');
  }

  async deletePhoto(): Promise<UserProfile> {
    const datas = await this.authenticated('me/photo', { method: 'DELETE' });
    return this.parse(userProfileSchema, datas, 'profile');
  }

  async getParticipants(
    params: ParticipantSearchParams | { filters: { ids: number[] } },
  ): Promise<Participant[]> {
    const datas = await this.authenticated('getParticipants.htm', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ params }),
    });
    return this.parse(participantListSchema, datas, 'participants');
  }

  async contactParticipant(contactId: number): Promise<void> {
    await this.authenticated('contactParticipant.htm', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ contactId }),
    });
  }

  /** Choice lists of the advanced search; no session needed (the labels are not personal). */
  async getCodifs(fields: readonly CodificationField[]): Promise<CodificationsDatas> {
    const query = new URLSearchParams();
    fields.forEach((field, index) => {
      query.set(`fields[${index}][sourceCode]`, field.sourceCode);
      query.set(`fields[${index}][entityCode]`, field.entityCode);
      query.set(`fields[${index}][nameField]`, field.nameField);
    });
    const datas = await this.call(`getCodifs.htm?${query}`, { method: 'GET', headers: JSON_HEADERS });
    return this.parse(codificationsDatasSchema, datas, 'codifications');
  }

  private async authenticated(path: string, init: RequestInit): Promise<unknown> {
    const token = this.session.token();
    if (!token) {
      this.session.onAuthError();
      throw new ProviderError('AUTH_ERROR', 401, 'AUTH_ERROR', 'no session');
    }
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    try {
      return await this.call(path, { ...init, headers });
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'AUTH_ERROR') this.session.onAuthError();
      throw error;
    }
  }

  private async call(path: string, init: RequestInit): Promise<unknown> {
    let answer: { status: number; body: unknown };
    try {
      answer = await this.api.exchangeJson(path, init);
    } catch (error) {
      const message = isNetworkError(error) ? error.message : 'network failure';
      throw new ProviderError('NETWORK_ERROR', 0, 'NETWORK_ERROR', message);
    }
    const envelope = providerEnvelopeSchema.safeParse(answer.body);
    const body = envelope.success ? envelope.data : undefined;
    if (answer.status >= 200 && answer.status < 300 && body?.status === 'success') return body.datas;
    const reason = body?.error ?? `HTTP_${answer.status}`;
    const message = body?.message ?? `${path} answered ${answer.status}`;
    if (reason === 'BAD_LOGIN') throw new ProviderError('BAD_LOGIN', answer.status, reason, message);
    if (answer.status === 401) throw new ProviderError('AUTH_ERROR', 401, reason, message);
    throw new ProviderError('UNKNOWN_ERROR', answer.status, reason, message, body?.field);
  }

  private parse<T>(schema: AnswerSchema<T>, datas: unknown, what: string): T {
    const parsed = schema.safeParse(datas);
    if (!parsed.success)
      throw new ProviderError('UNKNOWN_ERROR', 200, 'INVALID_ANSWER', `invalid ${what} answer`);
    return parsed.data;
  }
}
