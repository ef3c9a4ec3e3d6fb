export { SearchBox, type SearchBoxOptions } from './SearchBox';
export { SearchSummary, type SearchSummaryProps } from './SearchSummary';
