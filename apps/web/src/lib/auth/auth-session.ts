import type { User, UserManager } from 'oidc-client-ts';
import { activeProfile, appConfiguration, type AppConfiguration } from '@/lib/configuration';
import { storedUiLocale } from '@/lib/i18n/language-preference';
import { loadClientConfiguration, type SignInConfiguration } from './client-configuration';
import { createLoginProviderStorage, type LoginProviderStorage } from './login-provider';
import { mayRedirectToSignIn } from './open-paths';
import { renewalDelayMs } from './renewal-policy';
import { createTokenStorage, type TokenStorage } from './token-storage';

interface ReturnState {
  returnTo?: string;
}

/** One signed-in session of one app: the OIDC client plus the spec's two token keys. */
export class AuthSession {
  readonly tokens: TokenStorage;
  readonly loginProvider: LoginProviderStorage;
  private userManager: Promise<UserManager> | null = null;
  private signInConfiguration: Promise<SignInConfiguration> | null = null;
  // A callback or a sign-out runs once even when a screen asks twice (React's strict mode does).
  private completion: Promise<string> | null = null;
  private leaving: Promise<void> | null = null;

  constructor(
    private readonly configuration: AppConfiguration,
    private readonly origin: string,
    private readonly storage: Storage,
  ) {
    this.tokens = createTokenStorage(configuration, storage);
    this.loginProvider = createLoginProviderStorage(configuration, storage);
  }

  /**
   * Starts asking the backend how to sign in, at start-up beside the first paint, so that a
   * sign-in or renewal finds the answer there. Asked once; a failed request is asked again.
   */
  prepare(): Promise<SignInConfiguration> {
    this.signInConfiguration ??= loadClientConfiguration(this.configuration).catch(
      (error: unknown) => {
        this.signInConfiguration = null;
        throw error;
      },
    );
    return this.signInConfiguration;
  }

  /** The OIDC client loads on first use: reading a stored token must not wait for it. */
  private manager(): Promise<UserManager> {
    this.userManager ??= Promise.all([
      import('oidc-client-ts'),
      import('./oidc-settings'),
      import('./plain-http-digest'),
      this.prepare(),
    ]).then(
      ([oidc, { oidcSettings }, { providePlainHttpDigest }, signIn]) => {
        providePlainHttpDigest();
        return new oidc.UserManager(
          oidcSettings(this.configuration, this.origin, this.storage, signIn),
        );
      },
      (error: unknown) => {
        this.userManager = null;
        throw error;
      },
    );
    return this.userManager;
  }

  accessToken(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }

  /** Sends the visitor to the identity server's sign-in, remembering where they were. */
  async signIn(returnTo: string): Promise<void> {
    if (!mayRedirectToSignIn(returnTo)) return;
    const manager = await this.manager();
    await manager.signinRedirect({
      state: { returnTo } satisfies ReturnState,
      ui_locales: storedUiLocale(),
    });
  }

  /** Finishes the code flow on `/signin`; answers the address to go back to. */
  completeSignIn(url: string): Promise<string> {
    this.completion ??= this.manager()
      .then((manager) => manager.signinRedirectCallback(url))
      .then((user) => {
        this.keep(user);
        return (user.state as ReturnState | undefined)?.returnTo ?? '/';
      });
    return this.completion;
  }

  /** Prompt-free renewal (refresh token); answers the delay until the next one. */
  async renew(): Promise<number | null> {
    const manager = await this.manager();
    if (!(await manager.getUser())) return null;
    const user = await manager.signinSilent();
    if (!user) return null;
    this.keep(user);
    return renewalDelayMs(this.configuration, user.expires_in ?? 0);
  }

  /** Customer app: at once when the shell opens; console: at three quarters of what is left. */
  async firstRenewalDelayMs(): Promise<number | null> {
    const manager = await this.manager();
    const user = await manager.getUser();
    if (!user) return null;
    return this.configuration === 'player'
      ? 0
      : renewalDelayMs(this.configuration, user.expires_in ?? 0);
  }

  /** A token handed over by a parent window or a support-user login address. */
  acceptTemporaryLogin(accessToken: string): void {
    // Without the OIDC client there is no stored OIDC user to drop either.
    void this.manager()
      .then((manager) => manager.removeUser())
      .catch(() => undefined);
    this.tokens.write({ accessToken });
  }

  /** Forgets the tokens; the OIDC client's own record too when that client can load. */
  async clear(): Promise<void> {
    this.tokens.clear();
    const manager = await this.manager().catch(() => null);
    await manager?.removeUser();
  }

  /**
   * Clears credentials, then leaves through the identity server's end-session;
   * a temporary login has none and goes straight to where a logout ends.
   */
  signOut(): Promise<void> {
    this.leaving ??= this.leave(this.tokens.read()?.idToken);
    return this.leaving;
  }

  private async leave(idToken: string | undefined): Promise<void> {
    await this.clear();
    const target = this.loginProvider.afterLogoutPath();
    if (!idToken) {
      window.location.assign(activeProfile.basePath + target.slice(1));
      return;
    }
    this.loginProvider.noteReturn(target);
    const manager = await this.manager();
    const uiLocales = storedUiLocale();
    await manager.signoutRedirect({
      id_token_hint: idToken,
      // The sign-out question speaks the chosen language too.
      extraQueryParams: uiLocales ? { ui_locales: uiLocales } : undefined,
    });
  }

  /** The spec's 401 rule: credentials cleared, then sign in again. */
  async handleUnauthorized(): Promise<void> {
    await this.clear();
    await this.signIn(currentAddress());
  }

  private keep(user: User): void {
    this.tokens.write({ accessToken: user.access_token, idToken: user.id_token });
  }
}

/** The address inside the app, without the configuration's base path. */
export function currentAddress(): string {
  const base = activeProfile.basePath.replace(/\/$/, '');
  const path = window.location.pathname.slice(base.length) || '/';
  return path + window.location.search;
}

export const authSession = new AuthSession(
  appConfiguration,
  window.location.origin,
  window.localStorage,
);
