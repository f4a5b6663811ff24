import { z } from 'zod';
import { LEAD_FORM_FIELD_KINDS } from '../leads/contact-form.js';
import { leadCodificationSchema, leadFormFieldSchema } from '../leads/lead-protocol.js';

/** The kinds of field that offer choices (their codifications). */
const CHOICE_KINDS: ReadonlySet<string> = new Set(['radio', 'checkbox']);

const choiceSchema = leadCodificationSchema.extend({
  Id: z.number().int().min(1),
  Code: z.string().trim().min(1).max(60),
  Label: z.string().trim().min(1).max(200),
});

/**
 * A field of the lead qualification form (spec modules §3 "Lead form field": code, label, type,
 * nature, mandatory, read-only, default, badge and print positions, codifications) as the console
 * defines it: the protocol's field without its Id (the back office keeps it by Code), of a type the
 * lead capture app knows.
 */
export const consoleLeadFormFieldSchema = leadFormFieldSchema.omit({ Id: true }).extend({
  Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/, 'must be letters, digits, _ or -, starting with a letter'),
  Label: z.string().trim().min(1).max(200),
  Type: z.enum(LEAD_FORM_FIELD_KINDS),
  Nature: z.string().trim().max(60).nullable(),
  DefaultValue: z.string().max(500).nullable(),
  CABPosition: z.number().int().min(0).max(99).nullable(),
  PrintPosition: z.number().int().min(0).max(99).nullable(),
  Codifications: z.array(choiceSchema).max(100),
});
export type ConsoleLeadFormField = z.infer<typeof consoleLeadFormFieldSchema>;

/** The show's lead form, whole: saving it replaces the form every licence's devices fetch. */
export const consoleLeadFormSchema = z
  .object({ fields: z.array(consoleLeadFormFieldSchema).max(100) })
  .superRefine((form, context) => {
    const codes = new Set<string>();
    form.fields.forEach((field, index) => {
      if (codes.has(field.Code))
        context.addIssue({ code: 'custom', path: ['fields', index, 'Code'], message: 'is already used' });
      codes.add(field.Code);
      if (CHOICE_KINDS.has(field.Type) && field.Codifications.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'Codifications'],
          message: 'a choice field needs at least one choice',
        });
      const choices = new Set<string>();
      field.Codifications.forEach((choice, at) => {
        if (choices.has(choice.Code) || choices.has(`#${choice.Id}`))
          context.addIssue({
            code: 'custom',
            path: ['fields', index, 'Codifications', at, 'Code'],
            message: 'is already used',
          });
        choices.add(choice.Code);
        choices.add(`#${choice.Id}`);
      });
    });
  });
export type ConsoleLeadForm = z.infer<typeof consoleLeadFormSchema>;

export const consoleLeadFormResponseSchema = z.object({ fields: z.array(leadFormFieldSchema) });
