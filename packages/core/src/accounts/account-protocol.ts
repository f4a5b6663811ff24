import { z } from 'zod';

/**
 * The primary provider's answers (spec core §7, docs/protocol.md "Accounts and networking") as the
 * app reads them. Parsed once at the boundary; unknown extra fields are dropped.
 */

/** `{ status, datas, http_code }`, plus `error`, `field` and `message` on failures. */
export const providerEnvelopeSchema = z.object({
  status: z.enum(['success', 'error']),
  datas: z.unknown().optional(),
  http_code: z.number().int().optional(),
  error: z.string().optional(),
  field: z.string().optional(),
  message: z.string().optional(),
});
export type ProviderEnvelope = z.infer<typeof providerEnvelopeSchema>;

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const profilePictureSchema = z.object({
  value: z.string(),
  metaData: z
    .object({ name: z.string().optional(), size: z.number().optional(), type: z.string().optional() })
    .optional(),
});
export type ProfilePicture = z.infer<typeof profilePictureSchema>;

export const userEventSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().optional(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/** Spec core §3 "User profile", stored on the device as userData. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  title: text,
  civility: text,
  firstName: text,
  lastName: text,
  organizationName: text,
  organizationWebsite: text,
  organizationLogo: text,
  position: text,
  role: text,
  type: text,
  email: text,
  login: text,
  phone: text,
  visible: z.boolean().default(true),
  contactable: z.boolean().default(true),
  contactedParticipants: z.array(z.number()).default([]),
  profilePicture: profilePictureSchema.nullish().transform((value) => value ?? null),
  social: z.object({ ln: z.string().optional() }).default({}),
  events: z.array(userEventSchema).catch([]),
  externalResources: z
    .array(z.object({ url: z.string(), badge: z.record(z.string(), z.string()).optional() }))
    .catch([]),
  exhibitor: z.string().nullish(),
  departement: text,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `POST /login.htm` success `datas`: the token, its expiry and the profile. */
export const loginDatasSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.string().optional(),
  profile: userProfileSchema,
});
export type LoginDatas = z.infer<typeof loginDatasSchema>;

/** The stored session (spec core §3 "loginToken {token, expiry}"); expiry in ms since the epoch. */
export const loginTokenSchema = z.object({
  token: z.string().min(1),
  expiry: z.number().nullable(),
});
export type LoginToken = z.infer<typeof loginTokenSchema>;

/** A participant as the directory shows it (spec core §3 "Participant and contact"). */
export const participantSchema = z.object({
  id: z.number().int(),
  civility: text,
  firstName: text,
  lastName: text,
  type: text,
  position: text,
  role: text,
  organizationName: text,
  organizationLogo: text,
  organizationWebsite: text,
  profilePicture: z.object({ value: z.string() }).nullish(),
  social: z.object({ ln: z.string().optional() }).default({}),
  address: z.string().optional(),
  events: z.array(userEventSchema).optional(),
  phone: z.string().optional(),
  mobilePhone: z.string().optional(),
  email: z.string().optional(),
  profil: z.string().nullish(),
  service: z.string().nullish(),
  centerinterest: z.array(z.string()).default([]),
  references: z.object({ exhibitor: z.string().nullish() }).default({}),
  contactable: z.boolean().default(false),
  contacted: z.boolean().default(false),
  status: z.string().optional(),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantListSchema = z.array(participantSchema);

/** One codification list of `getCodifs.htm` (spec core §3 "Codification"). */
export const codificationFieldSchema = z.object({
  sourceCode: z.string(),
  entityCode: z.string(),
  nameField: z.string(),
});
export type CodificationField = z.infer<typeof codificationFieldSchema>;

export const codificationChoiceSchema = z.object({
  code: z.string(),
  label: z.object({ $t: z.object({ fr: z.string().optional(), en: z.string().optional() }) }),
});
export type CodificationChoice = z.infer<typeof codificationChoiceSchema>;

export const codificationsDatasSchema = z.object({
  fieldsInfo: z.array(codificationFieldSchema.extend({ codif: z.array(codificationChoiceSchema) })),
});
export type CodificationsDatas = z.infer<typeof codificationsDatasSchema>;
