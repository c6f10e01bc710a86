import { activeProfile } from '@/lib/configuration';
import { changeLanguage, toSupportedLanguage, type SupportedLanguage } from './i18n';

const storageKey = `${activeProfile.storagePrefix}.language`;

/** The language chosen on this device, if any; it wins over the profile's. */
export function storedLanguage(): SupportedLanguage | null {
  const code = window.localStorage.getItem(storageKey);
  return code ? toSupportedLanguage(code) : null;
}

/** The language chosen here as `ui_locales` wants it (`sv-SE`), so sign-in pages speak it. */
export function storedUiLocale(): string | undefined {
  return storedLanguage()?.replace('_', '-');
}

export async function applyLanguage(
  code: string | null | undefined,
  isChosenHere = false,
): Promise<void> {
  const language = await changeLanguage(code);
  if (isChosenHere) window.localStorage.setItem(storageKey, language);
  document.documentElement.lang = language.replace('_', '-');
}
