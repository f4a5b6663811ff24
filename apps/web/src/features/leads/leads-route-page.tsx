import type { PageProps } from '../../shell/page.js';
import { BadgeReaderPage } from '../badge-reader/index.js';
import { LeadCapturePage } from './lead-capture-page.js';

/**
 * 'klipso-leads' answers both scanners: the exhibitor's lead capture, and with `scan: true` (the home
 * toolbar's contact-scan entry) the visitor's badge reader.
 */
export function LeadsRoutePage({ props }: { props: PageProps }) {
  return props.scan === true ? <BadgeReaderPage /> : <LeadCapturePage />;
}
