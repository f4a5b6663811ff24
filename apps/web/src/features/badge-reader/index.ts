export { BadgeReaderPage } from './badge-reader-page.js';
export { type BadgeReaderScan, readBadgeReaderScan } from './badge-reader-scan.js';
export { scannedContactOwner } from './scanned-contact-owner.js';
export {
  DexieScannedContactStore,
  type ScannedContact,
  type ScannedContactStore,
} from './scanned-contact-store.js';
