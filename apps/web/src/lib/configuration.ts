export type AppConfiguration = 'player' | 'support';

/** The spec's configuration name, fixed per build. */
export const appConfiguration: AppConfiguration = __APP_CONFIGURATION__;
