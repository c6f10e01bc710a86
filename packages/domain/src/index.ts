export * from './permissions/permission-levels';
export * from './permissions/resources';
export * from './permissions/can';
export * from './filters';
