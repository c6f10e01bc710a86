/**
 * The spec's configuration names: `player` is the customer app, `support` the console. Only
 * this value (and the build's mode) says `player`; code names for the customer app say customer.
 */
export type AppConfiguration = 'player' | 'support';

/** The configuration of this build, fixed when it is built. */
export const appConfiguration: AppConfiguration = __APP_CONFIGURATION__;

export interface ConfigurationProfile {
  /** Where the build is served; router basename and redirect base. */
  basePath: string;
  /** Prefix of every local-storage key this app writes, so the two apps never share state. */
  storagePrefix: string;
}

export const configurationProfiles: Record<AppConfiguration, ConfigurationProfile> = {
  player: { basePath: '/', storagePrefix: 'marquee.app' },
  support: { basePath: '/support/', storagePrefix: 'marquee.support' },
};

export const activeProfile: ConfigurationProfile = configurationProfiles[appConfiguration];
