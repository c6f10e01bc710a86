export {
  appendPages,
  searchableText,
  searchListQueryOptions,
  useSearchList,
  type ListPageAnswer,
  type PageRequest,
  type SearchListOptions,
} from './search-list';
