export { RecordRecentlyViewed } from './RecordRecentlyViewed';
export { RecentlyViewedList, type RecentlyViewedListProps } from './RecentlyViewedList';
export { type RecentlyViewedEntry } from './recently-viewed-storage';
