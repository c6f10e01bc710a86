import {
  getSignedInUser,
  getSupportCurrentUser,
  saveSupportUser,
  updateProfile,
} from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { appConfiguration } from '@/lib/configuration';
import type { SupportedLanguage } from '@/lib/i18n/i18n';

/**
 * Saves a language into the signed-in user's profile (the spec's languageCode). The profile
 * calls replace every field, so the rest is read fresh first rather than from a cached copy.
 */
export async function saveProfileLanguage(language: SupportedLanguage): Promise<void> {
  if (appConfiguration === 'support') {
    const { user } = await callApi(getSupportCurrentUser, {});
    await callApi(saveSupportUser, {
      body: {
        UserCode: user.userCode,
        FirstName: user.firstName,
        LastName: user.lastName,
        Email: user.email,
        LanguageCode: language,
      },
    });
    return;
  }
  const { user } = await callApi(getSignedInUser, {});
  await callApi(updateProfile, {
    body: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      langCode: language,
      dateFormat: user.dateFormat,
    },
  });
}
