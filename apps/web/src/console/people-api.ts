import {
  CONSOLE_CSRF_HEADER,
  type CodificationEntry,
  type ConsolePersonEdit,
  type ConsoleSession,
  consoleCodificationListSchema,
  consoleCodificationListsSchema,
  consolePeoplePageSchema,
  consolePersonSchema,
  type PeopleCodificationField,
  type PeopleImport,
  type PersonInvitation,
  peopleImportAppliedSchema,
  peopleImportReportSchema,
  personErasedSchema,
  personInvitedSchema,
} from '@showfloor/core';
import { call, json } from './console-api.js';

/** The console's calls on participants and their lists (docs/console.md, "People"). */
export const peopleApi = {
  page: (query: string, page: number) =>
    call(`people?q=${encodeURIComponent(query)}&page=${page}`, consolePeoplePageSchema),
  person: (id: number) => call(`people/${id}`, consolePersonSchema),
  edit: (session: ConsoleSession, id: number, edit: ConsolePersonEdit) =>
    call(`people/${id}`, consolePersonSchema, { ...json(edit, session.csrfToken), method: 'PUT' }),
  /** The address of a participant's GDPR export: a plain download, the session's cookie suffices. */
  exportUrl: (id: number) => `/console/api/people/${id}/export`,
  erase: (session: ConsoleSession, id: number, email: string) =>
    call(`people/${id}/erase`, personErasedSchema, json({ email }, session.csrfToken)),
  dryRun: (session: ConsoleSession, upload: PeopleImport) =>
    call('people/import/dry-run', peopleImportReportSchema, json(upload, session.csrfToken)),
  apply: (session: ConsoleSession, upload: PeopleImport) =>
    call('people/import', peopleImportAppliedSchema, json(upload, session.csrfToken)),
  invite: (session: ConsoleSession, invitation: PersonInvitation) =>
    call('people/invitations', personInvitedSchema, json(invitation, session.csrfToken)),
  lists: async () => (await call('codifications', consoleCodificationListsSchema)).lists,
  saveList: (session: ConsoleSession, nameField: PeopleCodificationField, values: CodificationEntry[]) =>
    call(`codifications/${nameField}`, consoleCodificationListSchema, {
      ...json({ values }, session.csrfToken),
      method: 'PUT',
      headers: { 'content-type': 'application/json', [CONSOLE_CSRF_HEADER]: session.csrfToken },
    }),
};
