import { z } from 'zod';

/**
 * The three lead-capture calls of spec modules §7, defined once for the back office, the app's API
 * client and the tests. All are POST with a JSON body to configured URLs. Field names are the spec's,
 * including its PascalCase answers, so the app can also talk to a compatible third-party back end.
 */

const MAX_ID_LENGTH = 128;
const MAX_TEXT_LENGTH = 4000;

/**
 * The ids of these calls are the back office's row ids: 32-bit integers. A larger number is refused
 * here, as bad input, rather than by the database.
 */
const idSchema = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);

/** Device identifier sent with every call; the back office ties licences and checkpoints to it. */
const mobileIdSchema = z.string().min(1).max(MAX_ID_LENGTH);

// --- Check licence -------------------------------------------------------------------------------

export const checkLicenceRequestSchema = z.object({
  /** The licence (10 alphanumeric characters, modules §9). */
  CAB: z.string().min(1).max(MAX_ID_LENGTH),
  mobileId: mobileIdSchema,
});
export type CheckLicenceRequest = z.infer<typeof checkLicenceRequestSchema>;

/** The only status that accepts a licence (modules §7). */
export const LICENCE_STATUS_OK = 'OK';

export const authenticateExhibitorResultSchema = z.object({
  AuthenticationStatusDescription: z.string(),
  InstanceName: z.string(),
  ExhibitorId: z.number().int(),
  ExhibitorName: z.string(),
  /** 'DD/MM/YYYY HH:mm:ss' in UTC, like every date of these calls. */
  EventDateBegin: z.string(),
  EventDateEnd: z.string(),
  EventId: z.number().int(),
  EventName: z.string(),
});
export type AuthenticateExhibitorResult = z.infer<typeof authenticateExhibitorResultSchema>;

export const checkLicenceResponseSchema = z.object({
  AuthenticateExhibitorAppByCABResult: authenticateExhibitorResultSchema,
});
export type CheckLicenceResponse = z.infer<typeof checkLicenceResponseSchema>;

// --- Register checkpoint -------------------------------------------------------------------------

export const registerCheckpointRequestSchema = z.object({
  instanceName: z.string().min(1).max(MAX_ID_LENGTH),
  exhibitorId: idSchema,
  /** Name plus 3 characters of the device name and of the device id: see `checkpointUserName`. */
  userName: z.string().min(1).max(MAX_ID_LENGTH),
  mobileId: mobileIdSchema,
});
export type RegisterCheckpointRequest = z.infer<typeof registerCheckpointRequestSchema>;

/** RegisterStatus values (modules §7): 0 OK, 1 user quota reached, 2 not authorised. */
export const REGISTER_STATUS = { ok: 0, quotaReached: 1, notAuthorised: 2 } as const;

export const leadCodificationSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Label: z.string(),
});
export type LeadCodification = z.infer<typeof leadCodificationSchema>;

export const leadFormFieldSchema = z.object({
  Id: z.number().int(),
  /** Key of the value in a contact (badge fields are Societe, Prenom, Nom, Email, Pays, Telephone...). */
  Code: z.string().min(1),
  Label: z.string(),
  /** text, textarea, date, number, switch, radio, checkbox or email: see `leadFormFieldKind`. */
  Type: z.string(),
  Nature: z.string().nullable(),
  IsMandatory: z.boolean(),
  IsReadOnly: z.boolean(),
  DefaultValue: z.string().nullable(),
  /** 1-based position of the value on a plain badge; 0 or null when the badge does not carry it. */
  CABPosition: z.number().int().min(0).nullable(),
  PrintPosition: z.number().int().min(0).nullable(),
  Codifications: z.array(leadCodificationSchema),
});
export type LeadFormField = z.infer<typeof leadFormFieldSchema>;

export const registerCheckpointResultSchema = z.object({
  RegisterStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  CheckPointId: z.number().int(),
  FormFields: z.array(leadFormFieldSchema),
});
export type RegisterCheckpointResult = z.infer<typeof registerCheckpointResultSchema>;

export const registerCheckpointResponseSchema = z.object({
  RegisterCheckPointResult: registerCheckpointResultSchema,
});
export type RegisterCheckpointResponse = z.infer<typeof registerCheckpointResponseSchema>;

// --- Save contacts -------------------------------------------------------------------------------

/** The one SaveAction the app sends: create or update the visitor relation. */
export const SAVE_ACTION_UPSERT = 1;

export const visitHistoricSchema = z.object({
  CheckPointId: idSchema,
  ContactName: z.string().max(MAX_ID_LENGTH),
  /** 'DD/MM/YYYY HH:mm:ss' in UTC: see `formatVisitDate`. */
  DateVisit: z.string().refine((text) => parseVisitDate(text) !== null, 'expected DD/MM/YYYY HH:mm:ss'),
});
export type VisitHistoric = z.infer<typeof visitHistoricSchema>;

export const visitorFieldValueSchema = z.object({
  Id: idSchema,
  Code: z.string().min(1),
  Label: z.string(),
  /** Single value as text (text, number, date, switch, radio, email); null when not set. */
  Value: z.string().max(MAX_TEXT_LENGTH).nullable(),
  /** LeadCodification codes of a multiple-choice field; null for other kinds. */
  Values: z.array(z.string().max(MAX_ID_LENGTH)).nullable(),
});
export type VisitorFieldValue = z.infer<typeof visitorFieldValueSchema>;

export const visitorToSaveSchema = z.object({
  /** The visitor badge code. */
  CAB: z.string().min(1).max(MAX_ID_LENGTH),
  VisitHistoricList: z.array(visitHistoricSchema).max(1000),
  /** The device-side contact guid. */
  ExternalId: z.string().max(MAX_ID_LENGTH),
  IsExistPhoto: z.boolean(),
  IsExistVoiceMessage: z.boolean(),
  FieldValueList: z.array(visitorFieldValueSchema).max(500),
});
export type VisitorToSave = z.infer<typeof visitorToSaveSchema>;

export const saveContactsRequestSchema = z.object({
  instanceName: z.string().min(1).max(MAX_ID_LENGTH),
  exhibitorId: idSchema,
  mobileId: mobileIdSchema,
  visitorToSaveList: z
    .array(z.object({ SaveAction: z.literal(SAVE_ACTION_UPSERT), VisitorToSave: visitorToSaveSchema }))
    .min(1)
    .max(5000),
});
export type SaveContactsRequest = z.infer<typeof saveContactsRequestSchema>;

/**
 * Headers a save carries beside its body (docs/leads.md): the device its body names, so that the back
 * office refuses an unknown device before reading a body of up to 16 MB. The body keeps the spec's
 * shape and must name the same device.
 */
export const LEAD_SAVE_HEADERS = {
  exhibitorId: 'x-lead-exhibitor-id',
  mobileId: 'x-lead-mobile-id',
} as const;

/** The device headers of a save; the mobile id is percent-encoded, as a header holds ASCII only. */
export function leadSaveHeaders(
  request: Pick<SaveContactsRequest, 'exhibitorId' | 'mobileId'>,
): Record<string, string> {
  return {
    [LEAD_SAVE_HEADERS.exhibitorId]: String(request.exhibitorId),
    [LEAD_SAVE_HEADERS.mobileId]: encodeURIComponent(request.mobileId),
  };
}

/** The device named by a save's headers: absent, malformed (naming the header), or read. */
export type LeadSaveDevice =
  | { kind: 'absent' }
  | { kind: 'invalid'; header: string }
  | { kind: 'device'; exhibitorId: number; mobileId: string };

export function readLeadSaveHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): LeadSaveDevice {
  const exhibitorHeader = headers[LEAD_SAVE_HEADERS.exhibitorId];
  const mobileHeader = headers[LEAD_SAVE_HEADERS.mobileId];
  if (exhibitorHeader === undefined && mobileHeader === undefined) return { kind: 'absent' };
  const exhibitorId = idSchema.safeParse(
    typeof exhibitorHeader === 'string' && /^-?\d{1,10}$/.test(exhibitorHeader)
      ? Number(exhibitorHeader)
      : NaN,
  );
  if (!exhibitorId.success) return { kind: 'invalid', header: LEAD_SAVE_HEADERS.exhibitorId };
  const mobileId = mobileIdSchema.safeParse(
    typeof mobileHeader === 'string' ? decodePercent(mobileHeader) : undefined,
  );
  if (!mobileId.success) return { kind: 'invalid', header: LEAD_SAVE_HEADERS.mobileId };
  return { kind: 'device', exhibitorId: exhibitorId.data, mobileId: mobileId.data };
}

function decodePercent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export const saveContactResultSchema = z.object({ IsSaveOk: z.boolean(), CAB: z.string() });
export type SaveContactResult = z.infer<typeof saveContactResultSchema>;

export const saveContactsResponseSchema = z.object({
  SaveVisitorRelationListResult: z.array(saveContactResultSchema),
});
export type SaveContactsResponse = z.infer<typeof saveContactsResponseSchema>;

// --- Errors (modules §8) -------------------------------------------------------------------------

export const LEAD_ERRORS = [
  /** Empty licence answer or a status other than OK: 'Invalid licence'. */
  'INVALID_LICENCE',
  /** RegisterStatus 1: 'The maximum number of users has been reached'. */
  'MAX_LICENCE',
  /** RegisterStatus 2: 'no authorization'. */
  'NO_AUTHORIZATION',
  /** Any other status or a malformed answer. */
  'UNEXPECTED_RESPONSE',
  /** The call could not be made or answered: a generic error. */
  'NETWORK',
] as const;
export type LeadError = (typeof LEAD_ERRORS)[number];

/**
 * A call's answer as read. A failure may say how long the back office asked to wait before the next
 * try (`retryAfterMs`, from a 429's Retry-After): syncs started by the app itself wait that long.
 */
export type LeadCallResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: LeadError; retryAfterMs?: number };

/** The longest wait a Retry-After may impose: an hour (a wrong date must not stop syncing for days). */
export const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

/**
 * A Retry-After header (RFC 9110: a number of seconds, or an HTTP date) as milliseconds from `now`,
 * at most RETRY_AFTER_MAX_MS; undefined when absent or unreadable, 0 for a date already past.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  // An HTTP date names its day and month ('Sun, 22 Nov 2026 10:02:00 GMT'); '-5' is neither form.
  const wait = /^\d+$/.test(value)
    ? Number(value) * 1000
    : /[a-z]/i.test(value)
      ? Date.parse(value) - now
      : Number.NaN;
  if (!Number.isFinite(wait)) return undefined;
  return Math.min(Math.max(wait, 0), RETRY_AFTER_MAX_MS);
}

/** Reads the check-licence answer: anything but a complete answer with status OK refuses the licence. */
export function readCheckLicenceResponse(body: unknown): LeadCallResult<AuthenticateExhibitorResult> {
  const parsed = checkLicenceResponseSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: 'INVALID_LICENCE' };
  const result = parsed.data.AuthenticateExhibitorAppByCABResult;
  if (result.AuthenticationStatusDescription !== LICENCE_STATUS_OK)
    return { ok: false, error: 'INVALID_LICENCE' };
  if (parseVisitDate(result.EventDateBegin) === null || parseVisitDate(result.EventDateEnd) === null) {
    return { ok: false, error: 'UNEXPECTED_RESPONSE' };
  }
  return { ok: true, value: result };
}

const registerStatusOnlySchema = z.object({
  RegisterCheckPointResult: z.object({ RegisterStatus: z.number().int() }),
});

/** Reads the register answer; the status decides before the rest is checked, since refusals carry no form. */
export function readRegisterCheckpointResponse(body: unknown): LeadCallResult<RegisterCheckpointResult> {
  const status = registerStatusOnlySchema.safeParse(body);
  if (!status.success) return { ok: false, error: 'UNEXPECTED_RESPONSE' };
  const code = status.data.RegisterCheckPointResult.RegisterStatus;
  if (code === REGISTER_STATUS.quotaReached) return { ok: false, error: 'MAX_LICENCE' };
  if (code === REGISTER_STATUS.notAuthorised) return { ok: false, error: 'NO_AUTHORIZATION' };
  if (code !== REGISTER_STATUS.ok) return { ok: false, error: 'UNEXPECTED_RESPONSE' };
  const parsed = registerCheckpointResponseSchema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data.RegisterCheckPointResult }
    : { ok: false, error: 'UNEXPECTED_RESPONSE' };
}

/** Reads the save answer: the list of badge codes the back office confirmed, or UNEXPECTED_RESPONSE. */
export function readSaveContactsResponse(body: unknown): LeadCallResult<SaveContactResult[]> {
  const parsed = saveContactsResponseSchema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data.SaveVisitorRelationListResult }
    : { ok: false, error: 'UNEXPECTED_RESPONSE' };
}

// --- Dates ---------------------------------------------------------------------------------------

const VISIT_DATE = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** 'DD/MM/YYYY HH:mm:ss' in UTC, the date format of the lead calls (modules §7). */
export function formatVisitDate(timestamp: number): string {
  const date = new Date(timestamp);
  return (
    `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCFullYear(), 4)} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** Timestamp of a 'DD/MM/YYYY HH:mm:ss' UTC text; null for any other text or an impossible date (31/02). */
export function parseVisitDate(text: string): number | null {
  const match = VISIT_DATE.exec(text);
  if (!match) return null;
  const [day, month, year, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds, 0);
  // Date rolls 31/02 over to March: a round trip tells an impossible date from a real one.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.getTime();
}
