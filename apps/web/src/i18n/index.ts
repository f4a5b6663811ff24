export { CATALOGS, createI18n, dataTypeLabelKey, FALLBACK_LANGUAGE, resolveLanguage } from './app-i18n.js';
