import type { ConsoleLeadForm, LeadFormField } from '@showfloor/core';
import type { Database } from '../../db/database.js';
import { LeadFormRepository } from '../leads/index.js';
import { type AuditActor, OrganiserRepository } from './organiser.repository.js';

/**
 * The show's lead qualification form as the console edits it (docs/console.md "Lead form"): one form
 * per show, which every licence's devices get when they register (`FormFields`).
 */
export class LeadFormSettingsService {
  constructor(private readonly db: Database) {}

  fields(): Promise<LeadFormField[]> {
    return new LeadFormRepository(this.db).listFields();
  }

  /** Replaces the form and writes its audit entry in one transaction: both or neither. */
  async save(actor: AuditActor, form: ConsoleLeadForm): Promise<LeadFormField[]> {
    return this.db.transaction(async (tx) => {
      const forms = new LeadFormRepository(tx);
      await forms.replaceFields(form.fields);
      await new OrganiserRepository(tx).audit(actor, 'lead-form.save', {
        fields: form.fields.map((field) => field.Code).join(' '),
      });
      return forms.listFields();
    });
  }
}
