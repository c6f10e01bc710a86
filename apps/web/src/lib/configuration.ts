export type AppConfiguration = 'player' | 'support';

/** The spec's configuration name, fixed per build. */
export const appConfiguration: AppConfiguration = __APP_CONFIGURATION__;

export interface ConfigurationProfile {
  /** OpenID Connect client id registered at the identity server. */
  clientId: string;
  /** Where the build is served; router basename and redirect base. */
  basePath: string;
  /** Prefix of every local-storage key this app writes, so the two apps never share state. */
  storagePrefix: string;
}

export const configurationProfiles: Record<AppConfiguration, ConfigurationProfile> = {
  player: { clientId: 'marquee-app', basePath: '/', storagePrefix: 'marquee.app' },
  support: { clientId: 'marquee-support', basePath: '/support/', storagePrefix: 'marquee.support' },
};

export const activeProfile: ConfigurationProfile = configurationProfiles[appConfiguration];
