export * from './core/define-call';
export * from './core/envelope';
export * from './core/paging';
export * from './core/codes';
export * from './platform/health.contract';
export * from './identity/current-user.contract';
export * from './platform/time-zones.contract';
