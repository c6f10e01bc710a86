export * from './permissions/permission-levels';
export * from './permissions/resources';
export * from './permissions/can';
export * from './permissions/components';
export * from './permissions/built-in-roles';
export * from './permissions/authorisation';
export * from './filters';
export * from './media/media-file-name';
