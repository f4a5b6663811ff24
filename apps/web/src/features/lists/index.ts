export { detailRoute } from './detail-route.js';
export { GroupedListPage } from './grouped-list-page.js';
export { ListPage } from './list-page.js';
export {
  EXHIBITORS_ROUTE,
  groupedListRoute,
  type ListInput,
  type ListPageProps,
  listRoute,
  PROGRAMME_ROUTE,
  parseListProps,
} from './list-route.js';
export { VirtualList, type VirtualListHandle } from './virtual-list.js';
