export { itemRoutes } from './items.routes';
export { itemsForSigns, type SignItem } from './items-for-signs';
export { factSchemeOf } from './fact-scheme';
export { assertItemCondition } from './assert-item-condition';
export { insertItems } from './insert-items';
export {
  itemsChangedQueue,
  noteItemsChanged,
  type ItemJobs,
  type ItemsChanged,
} from './items-changed';
export { attributeValues } from './attribute-values';
export { socialPostsOf, type SocialPostValues, type StoredSocialPost } from './social-posts';
export { replaceSocialPosts, removeSocialPosts } from './replace-social-posts';
export { mediaNamedByFacts } from './media-named-by-facts';
