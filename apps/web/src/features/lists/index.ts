export { GroupedListPage } from './grouped-list-page.js';
export { ListPage } from './list-page.js';
export { VirtualList, type VirtualListHandle } from './virtual-list.js';
