export { CategoryChips } from './category-chips.js';
export { ContactLinks, phoneHref, websiteHref } from './contact-links.js';
export { DetailDescription, RichText } from './detail-description.js';
export { DETAIL_PAGE_OF_TYPE, SHEET_RELATED_TYPES } from './detail-page-of.js';
export { type DetailState, detailStateOf } from './detail-state.js';
export { eventWhen, formatShowDay } from './event-when.js';
export { RouteLink } from './route-link.js';
export { type ItemFlags, useItemFlags } from './use-item-flags.js';
