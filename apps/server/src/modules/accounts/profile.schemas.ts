import { isValidEmail, isValidPhone } from '@showfloor/core';
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => isValidEmail(value), 'must be an e-mail address');

/** A login is an e-mail address (spec core §2: an e-mail-type login field), compared lower-cased. */
export const loginSchema = email.transform((value) => value.toLowerCase());

export const passwordSchema = z.string().min(1).max(1024);

/** `POST /login.htm` (spec core §7). */
export const loginBodySchema = z.object({ login: loginSchema, password: passwordSchema });

/** `POST /nodebackend/login` (spec core §7, alternative provider). */
export const nodebackendLoginBodySchema = z.object({ username: loginSchema, password: passwordSchema });

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max);
/** Spec core §5 "User field": bool is coerced to boolean. */
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

const eventSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  title: z.string().max(500).optional(),
  start_date: z.string().max(40).optional(),
  end_date: z.string().max(40).optional(),
  start_time: z.string().max(10).optional(),
  end_time: z.string().max(10).optional(),
});

/**
 * `updatedFields` of `POST /updateMe.htm` (spec core §7). The app sends only changed fields.
 * `contactedParticipants` is accepted and ignored: contact requests are made by `contactParticipant.htm`.
 */
export const updatedFieldsSchema = z.strictObject({
  civility: optionalText(40).optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  organizationName: optionalText(200).optional(),
  role: requiredText(200).optional(),
  email: email.optional(),
  login: loginSchema.optional(),
  phoneNumber: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((value) => isValidPhone(value), 'must hold only digits, spaces, dots and plus signs')
    .optional(),
  visible: flag.optional(),
  contactable: flag.optional(),
  contactedParticipants: z
    .array(z.union([z.number(), z.string()]))
    .max(10_000)
    .optional(),
  /** null removes the photo; a `data:` URL (the app's cropped image) replaces it. */
  profilePicture: z
    .union([
      z.null(),
      z.object({
        value: z.string().max(3_000_000),
        metaData: z.object({ name: z.string(), size: z.number(), type: z.string() }).partial().optional(),
      }),
    ])
    .optional(),
  socialNetworkProfiles: z
    .object({ ln: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).optional() })
    .optional(),
  events: z.array(eventSchema).max(1000).optional(),
});

/** `password` is the account's own, asked only when `updatedFields.login` changes the login. */
export const updateMeBodySchema = z.strictObject({
  updatedFields: updatedFieldsSchema,
  password: passwordSchema.optional(),
});
export type UpdatedFields = z.infer<typeof updatedFieldsSchema>;
