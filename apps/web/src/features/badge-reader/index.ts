export { BadgeReaderPage } from './badge-reader-page.js';
export { type BadgeReaderScan, readBadgeReaderScan } from './badge-reader-scan.js';
export {
  DexieScannedContactStore,
  type ScannedContact,
  type ScannedContactStore,
} from './scanned-contact-store.js';
export { loginOwnerKey, useIsLoggedIn } from './use-is-logged-in.js';
