import { authSession } from '@/lib/auth/auth-session';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notifications/notify';

/** What the client needs from the rest of the app; tests and hosts may replace a handler. */
export const apiHandlers = {
  accessToken: (): string | null => authSession.accessToken(),
  signInAgain: (): Promise<void> => authSession.handleUnauthorized(),
  showError: (message: string): void => notifyError(message),
  genericMessage: (): string => i18n.t('errors.generic'),
};
