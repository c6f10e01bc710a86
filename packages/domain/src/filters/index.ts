export * from './filter-types';
export * from './nodes-to-condition';
export * from './condition-to-nodes';
export * from './client-condition';
export * from './read-condition';
export * from './fold-condition';
export * from './media-condition';
export * from './player-condition';
