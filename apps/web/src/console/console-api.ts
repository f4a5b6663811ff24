import {
  type AuditEntry,
  auditEntriesResponseSchema,
  CONSOLE_CSRF_HEADER,
  CONSOLE_PATH,
  type ConsoleLeadForm,
  type ConsoleLicence,
  type ConsoleMessage,
  type ConsoleSession,
  type ConsoleSettingsInput,
  consoleDeletedSchema,
  consoleLeadFormResponseSchema,
  consoleLicencesResponseSchema,
  consoleLoggedOutSchema,
  consoleMessageSentSchema,
  consoleMessagesResponseSchema,
  consolePasswordSetSchema,
  consolePublishedSchema,
  consoleSavedSchema,
  consoleSessionSchema,
  consoleSettingsResponseSchema,
  consoleSettingsSavedSchema,
  consoleVersionsResponseSchema,
  contentAppliedSchema,
  contentReportSchema,
  type InboxTranslation,
  type Language,
  type LicenceSale,
  licencesCreatedSchema,
  publishPreviewSchema,
  type ScheduledMessage,
  scheduledMessageSchema,
} from '@showfloor/core';
import type { ZodType } from 'zod';

const API = `${CONSOLE_PATH}/api/`;

/** A refusal of the back office: its status, and the field at fault when it names one. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** One call of the console's API, its answer checked against `schema`. */
export async function call<T>(path: string, schema: ZodType<T>, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw new ConsoleApiError(0, 'network');
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = body as { message?: unknown; field?: unknown };
    throw new ConsoleApiError(
      response.status,
      typeof error.message === 'string' ? error.message : `HTTP ${response.status}`,
      typeof error.field === 'string' ? error.field : undefined,
    );
  }
  return schema.parse(body);
}

/** A JSON body posted with the session's CSRF token. */
export const json = (body: unknown, csrfToken?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(csrfToken === undefined ? {} : { [CONSOLE_CSRF_HEADER]: csrfToken }),
  },
  body: JSON.stringify(body),
});

/** An inbox message as the organiser writes it. */
export interface MessageInput {
  /** The show's first language's title and content, also in `translations` when it has two. */
  title: string;
  content: string;
  translations?: Partial<Record<Language, InboxTranslation>>;
  action?: string;
  profile?: string;
}

/** The back office's console calls (docs/console.md), each answer checked against its schema. */
export const consoleApi = {
  session: () => call('session', consoleSessionSchema),
  logIn: (email: string, password: string) => call('login', consoleSessionSchema, json({ email, password })),
  setPassword: (token: string, password: string) =>
    call('set-password', consolePasswordSetSchema, json({ token, password })),
  logOut: (session: ConsoleSession) => call('logout', consoleLoggedOutSchema, json({}, session.csrfToken)),
  messages: (): Promise<{ messages: ConsoleMessage[]; scheduled: ScheduledMessage[] }> =>
    call('messages', consoleMessagesResponseSchema),
  sendMessage: (session: ConsoleSession, message: MessageInput) =>
    call('messages', consoleMessageSentSchema, json(message, session.csrfToken)),
  scheduleMessage: (session: ConsoleSession, message: MessageInput, sendAt: string) =>
    call('scheduled-messages', scheduledMessageSchema, json({ ...message, sendAt }, session.csrfToken)),
  reschedule: (session: ConsoleSession, id: string, message: MessageInput, sendAt: string) =>
    call(`scheduled-messages/${encodeURIComponent(id)}`, consoleSavedSchema, {
      ...json({ ...message, sendAt }, session.csrfToken),
      method: 'PUT',
    }),
  unschedule: (session: ConsoleSession, id: string) =>
    call(`scheduled-messages/${encodeURIComponent(id)}`, consoleDeletedSchema, {
      method: 'DELETE',
      headers: { [CONSOLE_CSRF_HEADER]: session.csrfToken },
    }),
  licences: async (): Promise<ConsoleLicence[]> =>
    (await call('licences', consoleLicencesResponseSchema)).licences,
  sellLicences: (session: ConsoleSession, sale: LicenceSale) =>
    call('licences', licencesCreatedSchema, json(sale, session.csrfToken)),
  revokeDevice: (session: ConsoleSession, code: string, mobileId: string) =>
    call(
      `licences/${encodeURIComponent(code)}/devices/${encodeURIComponent(mobileId)}`,
      consoleDeletedSchema,
      {
        method: 'DELETE',
        headers: { [CONSOLE_CSRF_HEADER]: session.csrfToken },
      },
    ),
  resetLicence: (session: ConsoleSession, code: string) =>
    call(`licences/${encodeURIComponent(code)}/reset`, consoleSavedSchema, json({}, session.csrfToken)),
  settings: () => call('settings', consoleSettingsResponseSchema),
  saveSettings: (session: ConsoleSession, settings: ConsoleSettingsInput) =>
    call('settings', consoleSettingsSavedSchema, { ...json(settings, session.csrfToken), method: 'PUT' }),
  leadForm: () => call('lead-form', consoleLeadFormResponseSchema),
  saveLeadForm: (session: ConsoleSession, form: ConsoleLeadForm) =>
    call('lead-form', consoleLeadFormResponseSchema, { ...json(form, session.csrfToken), method: 'PUT' }),
  audit: async (): Promise<AuditEntry[]> => (await call('audit', auditEntriesResponseSchema)).entries,
  /** Sends a file for its dry run: the body is the file itself. */
  uploadContent: (session: ConsoleSession, file: File) =>
    call(`content/uploads?name=${encodeURIComponent(file.name)}`, contentReportSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', [CONSOLE_CSRF_HEADER]: session.csrfToken },
      body: file,
    }),
  applyContent: (
    session: ConsoleSession,
    upload: { uploadId: string; sha256: string; skipBadRows: boolean },
  ) => call('content/apply', contentAppliedSchema, json(upload, session.csrfToken)),
  publishPreview: () => call('publish/preview', publishPreviewSchema),
  publish: (session: ConsoleSession, note: string) =>
    call('publish', consolePublishedSchema, json({ note }, session.csrfToken)),
  versions: async () => (await call('versions', consoleVersionsResponseSchema)).versions,
  republish: (session: ConsoleSession, version: number, note: string) =>
    call(`versions/${version}/republish`, consolePublishedSchema, json({ note }, session.csrfToken)),
};
