export { demoLeadsReport, loadDemoLeads } from './demo-leads.js';
export { LEAD_INSTANCE_NAME } from './lead-capture.service.js';
export { LeadFormRepository } from './lead-form.repository.js';
export { exportHeadersSchema, LEAD_EXPORT_HEADERS } from './leads.routes.js';
export {
  createLeadsServices,
  LEADS_API_PREFIXES,
  type LeadsServices,
  registerLeadsModule,
} from './register-leads-module.js';
