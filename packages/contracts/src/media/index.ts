export * from './media-schemas';
export * from './media-files.contract';
export * from './media-library.contract';
export * from './media-tags.contract';
