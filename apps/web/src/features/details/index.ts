export { CategoryChips } from './category-chips.js';
export { ContactLinks, phoneHref, websiteHref } from './contact-links.js';
export { DetailDescription, RichText } from './detail-description.js';
export { type DetailState, detailStateOf } from './detail-state.js';
export { type ItemFlags, useItemFlags } from './use-item-flags.js';
