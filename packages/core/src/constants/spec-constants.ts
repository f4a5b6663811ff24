/**
 * Every business constant of the spec (core §9, modules §9) in one place, named. Timings are in
 * milliseconds, sizes in pixels unless the name says otherwise. Values the spec leaves to
 * configuration (default language, sync mode, autologin interval...) live in `ShowConfig`, not here.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

// Versions and builds (core §9 "Versions", modules §9 "Build").
export const APP_VERSION = '2.0.1';
export const EMBEDDED_DATA_VERSION = 1662115507;
export const BUILD_NUMBERS = { ios: 40, android: 39, web: 40 } as const;
export const ANDROID_TARGET_SDK = 30;
export const IOS_BUILD_TARGET = '11.0';
export const LEADS_MODULE_VERSION_LABEL = `v${APP_VERSION}`;
export const SPLASH_FADE_MS = 750;

// Network timings (core §7, §9 "Timing").
export const FETCH_TIMEOUT_MS = 15 * SECOND;
export const CONNECTIVITY_CHECK_TIMEOUT_MS = 8 * SECOND;
export const CONNECTIVITY_CACHE_MS = 5 * SECOND;
export const FAVORITES_CONNECTIVITY_POLL_MS = 8 * SECOND;
export const UPDATER_LOCK_MS = 10 * MINUTE;
export const LOGIN_SIMULATED_WAIT_MS = 1.5 * SECOND;

// Debounces and delays (core §9 "Timing", modules §9).
export const FAVORITES_STORAGE_DEBOUNCE_MS = SECOND;
export const FAVORITES_SYNC_DEBOUNCE_MS = 10_000;
export const FAVORITES_SYNC_MODES = ['peering', 'login'] as const;
export const FAVORITES_SYNC_DEFAULT_MODE = 'peering';
/** Session reminders' lead time when the configuration gives none (modules §9), and its ceiling: a day. */
export const REMINDER_DEFAULT_LEAD_MINUTES = 10;
export const REMINDER_MAX_LEAD_MINUTES = 24 * 60;
/**
 * Favorites sync tokens (spec core §7): a token older than this, or dated this far in the future, is
 * refused as stale; a token seen once is remembered this long and refused as a replay. Five minutes
 * absorb a phone's clock drift and a slow network, and keep the replay memory small.
 */
export const FAVORITES_SYNC_TOKEN_MAX_AGE_MS = 5 * MINUTE;
/** Digits of a favorites sync code: 10^12 possible codes (spec core §5: digits only). */
export const FAVORITES_SYNC_CODE_DIGITS = 12;
export const FAVORITES_FETCH_DEBOUNCE_MS = 200;
export const EXTERNAL_LINK_ANIMATION_MS = 200;
export const PARTICIPANTS_FETCH_DEBOUNCE_MS = 400;
export const FETCH_LISTS_DEBOUNCE_MS = 25;
export const SEARCH_DEBOUNCE_MS = 500;
export const PLACE_SEARCH_DEBOUNCE_MS = 400;
export const CLICK_ACTION_DELAY_MS = 50;
export const DISCLAIMER_HIDE_DELAY_MS = SECOND;
export const BACK_BUTTON_DUPLICATE_GUARD_MS = 1500;
export const LOGIN_REDIRECT_DELAY_MS = 2 * SECOND;
export const SIDE_INDEX_THROTTLE_MS = 100;
export const SCROLL_THROTTLE_MS = 80;

// Participants (core §9 "Participants", modules §9).
export const PARTICIPANTS_SEARCH_START = 0;
export const PARTICIPANTS_SEARCH_TAKE = 100;
/** PARTIAL mode keeps at most this many times the take in memory. */
export const PARTICIPANTS_PARTIAL_MEMORY_FACTOR = 2;
export const PARTICIPANTS_DATA_MODES = ['PARTIAL', 'ALL'] as const;
export const PARTICIPANTS_DEFAULT_DATA_MODE = 'PARTIAL';
export const ALL_PARTICIPANTS_EXPIRY_MS = 60_000;
export const MEETINGS_EXPIRY_MS = 60_000;
export const FETCH_EXHIBITOR_PARTICIPANTS = true;
export const FETCH_SPEAKER_PARTICIPANT = true;

// Size display (core §9 "Size display").
export const BYTES_PER_KILOBYTE = 1024;
export const BYTES_PER_MEGABYTE = 1_048_576;
export const SIZE_DISPLAY_DECIMALS = 2;

// Search and texts (core §9, modules §9).
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MIN_CHARS_LIST_PAGE = 1;
export const DESCRIPTION_PREVIEW_CHARS = 400;
export const NOTE_EXCERPT_CHARS = 150;
export const NOTE_TITLE_MAX_CHARS = 50;
export const TRUNCATION_SUFFIX = '...';
export const TITLE_SEPARATOR = ' - ';
export const LIST_TITLE_SEPARATOR = ' & ';
export const ROUTE_SEPARATOR = '?';

// Feedback timings (core §9, modules §9).
export const PULL_TO_REFRESH_THRESHOLD_PX = 80;
export const PULL_TO_REFRESH_WAIT_MS = 2 * SECOND;
export const SPINNER_HIDE_MS = 1.5 * SECOND;
export const USER_DATA_SAVING_NOTIFICATION_MS = 15 * SECOND;
export const USER_DATA_SAVED_NOTIFICATION_MS = 2 * SECOND;

// Notifications (core §9, modules §4 and §9).
export const NOTIFICATION_LEVELS = ['success', 'info', 'warning', 'error'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
export const NOTIFICATION_DURATION: Readonly<Record<NotificationLevel, number>> = {
  success: 4 * SECOND,
  info: 4 * SECOND,
  warning: 6 * SECOND,
  error: 6 * SECOND,
};
/** Generic errors default to warning (core §8). */
export const GENERIC_ERROR_LEVEL: NotificationLevel = 'warning';
export const NOTIFICATION_DEFAULT_POSITION = 'tc';
export const NOTIFICATION_EDIT_DELAY_MS = 200;

// Image upload (core §9 "Image upload", modules §5).
export const IMAGE_JPEG_QUALITY = 0.92;
export const IMAGE_LOAD_MAX_PX = 900;
export const IMAGE_PICKER_MAX_PX = 2000;
export const IMAGE_DISPLAY_MAX_PX = 300;
export const IMAGE_CROP_MIN_PX = 100;
export const IMAGE_CROP_INITIAL_WIDTH_PX = 300;
export const IMAGE_CROP_RATIO = 0.85;

// Layout (core §9 "Layout", modules §9).
export const SYNOPTIC_PX_PER_HOUR = 150;
export const SYNOPTIC_GAP_PX = 2;
/** Events shorter than this on the grid are top-aligned. */
export const SYNOPTIC_TOP_ALIGN_BELOW_PX = 125;
/**
 * Blocks under this height hold one line of text, not a time line and a title: a 5-minute talk (drawn
 * 15 minutes long, 35.5 px) shows its title alone and the rest when hovered or focused. 48 px is a
 * 20-minute talk, the shortest block with room for a time line above a title line.
 */
export const SYNOPTIC_COMPACT_BELOW_PX = 45;
export const DEFAULT_EVENT_COLOR = '#404040';
export const SOCIAL_FRAME_MAX_WIDTH_PX = 500;
export const MODAL_MAX_HEIGHT_PX = 500;
export const DIALOG_MAX_HEIGHT_VIEWPORT_RATIO = 0.75;
export const SWIPE_AREA_PX = 10;
export const PRIVACY_SCROLL_SLACK_PX = 10;
export const TWO_COLUMN_MIN_WIDTH_PX = 800;
export const MAP_CONTAINER_HEIGHT = 'calc(100% - 48px)';
export const MAP_CONTAINER_HEIGHT_WITH_BANNER = 'calc(100% - 130px)';
export const TAB_MIN_WIDTH_PX = 125;
export const TAB_MAX_WIDTH_PX = 200;
/** Search-place dialog groups and the favorites dialog collapse above this many items. */
export const COLLAPSE_ABOVE_ITEMS = 5;
export const HOME_TILE_BASE_COLUMNS = 3;
export const HOME_TILE_MAX_COLUMN_SIZE = { landscape: 190, portrait: 220 } as const;

// Map (modules §4 and §9).
export const MAP_DATA_UPDATE_RELOAD_DELAY_MS = 2000;
export const MAP_CONTAINER_RETRY_MS = SECOND;
export const MAP_RELOAD_DEBOUNCE_MS = 150;
export const MAP_OPTIONS_RELOAD_DEBOUNCE_MS = 300;
export const MAP_POI_TAP_DELAY_MS = 100;
export const MAP_PIN_SIZE_PX = 34;
export const MAP_ZOOM_SINGLE_PLACE = 20;
export const MAP_ZOOM_FILTERED = 15;
export const MAP_INFO_WINDOW_WIDTH_PX = 220;
/** Tables whose change triggers a map data reload. */
export const MAP_UPDATED_TABLES = [
  'stores',
  'events',
  'exhibitors',
  'icons',
  'places',
  'services',
  'happenings',
] as const;

// Modules (modules §9).
export const LIVE_STREAM_CHECK_MS = SECOND;
export const CONTRIBUTIONS_REFETCH_MIN_MS = 5 * SECOND;
export const SOCIAL_REFETCH_MIN_MS = 2 * SECOND;
export const SOCIAL_POSTS_PER_PAGE = {
  twitter: 10,
  youtube: 5,
  facebook: 5,
  facebook2: 5,
  instagram: 5,
} as const;
export const POLL_COMMENT_MAX_CHARS = 256;
export const POLL_MARK_SCALE = 4;
export const LOCATION_WATCH_TIMEOUT_MS = 30_000;
export const LOCATION_AUTO_ENABLE_DEBOUNCE_MS = 1000;
export const LEAD_LICENCE_LENGTH = 10;
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const POLL_DATE_FORMAT = 'YYYY/MM/DD HH:mm';

// Search results (core §8 "too many results"): the spec leaves the threshold open ("not shown");
// 200 keeps a result list short enough to scan while any two-word query still fits under it.
export const SEARCH_RESULT_CAP = 200;
// Synoptic agenda: an event whose end equals its start still gets a block this long, so it stays visible.
export const SYNOPTIC_MIN_EVENT_MINUTES = 15;

// The console's People page (docs/console.md "People"): not in the spec.
/** Most rows one participants CSV imports: a big show's registrations, in a few parts. */
export const PEOPLE_IMPORT_MAX_ROWS = 20_000;
/** Most characters of a text cell of that CSV (names, company, role, profile). */
export const PEOPLE_CSV_CELL_MAX_CHARS = 200;
/** An invitation's set-password link works once, within this time. */
export const PARTICIPANT_INVITATION_HOURS = 14 * 24;
/** Participants per page of the console's People list. */
export const PEOPLE_PAGE_SIZE = 50;
/** Most bytes of a participants CSV sent to the console (20,000 rows of a few hundred bytes). */
export const PEOPLE_CSV_MAX_BYTES = 8 * 1024 * 1024;
// Live events (DESIGN "Data flow" 5): a socket back within this long gets the events it missed replayed
// (socket.io's connection state recovery); after longer, the app fetches them over HTTP.
export const LIVE_RECOVERY_MAX_DISCONNECTION_MS = 30 * SECOND;
