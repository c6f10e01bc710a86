export * from './permissions/permission-levels';
export * from './permissions/resources';
export * from './permissions/can';
export * from './permissions/components';
export * from './permissions/built-in-roles';
export * from './permissions/authorisation';
export * from './permissions/grants-exceeding';
export * from './filters';
