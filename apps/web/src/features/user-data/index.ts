export { UserDataPage } from './user-data-page.js';
