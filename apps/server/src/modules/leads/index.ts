export { demoLeadsReport, loadDemoLeads } from './demo-leads.js';
export {
  createLeadsServices,
  LEADS_API_PREFIXES,
  type LeadsServices,
  registerLeadsModule,
} from './register-leads-module.js';
