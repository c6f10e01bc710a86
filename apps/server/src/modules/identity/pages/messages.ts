import { languageCodes, type LanguageCode } from '@marquee/contracts';
import { messagesDe } from './messages-de';
import { messagesEn, type MessageKey, type Messages } from './messages-en';
import { messagesEs } from './messages-es';
import { messagesSv } from './messages-sv';

export type { MessageKey, Messages };

export const catalogues: Record<LanguageCode, Messages> = {
  en_US: messagesEn,
  sv_SE: messagesSv,
  de_DE: messagesDe,
  es_ES: messagesEs,
};

/** A translator for one language; `{name}` placeholders are filled from `values`. */
export function translator(language: LanguageCode) {
  const catalogue = catalogues[language];
  return (key: MessageKey, values: Record<string, string | number> = {}): string =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

export type Translate = ReturnType<typeof translator>;

const byPrefix = new Map(languageCodes.map((code) => [code.slice(0, 2), code]));

/**
 * The page language: the first of `ui_locales` or Accept-Language that we have (matching
 * `sv`, `sv-SE` or `sv_SE`), else en_US.
 */
export function pickLanguage(...preferences: Array<string | undefined>): LanguageCode {
  for (const preference of preferences) {
    if (!preference) continue;
    const tags = preference
      .split(/[\s,]+/)
      .map((tag) => tag.split(';')[0]?.trim().toLowerCase().slice(0, 2))
      .filter((tag): tag is string => Boolean(tag));
    for (const tag of tags) {
      const code = byPrefix.get(tag);
      if (code) return code;
    }
  }
  return 'en_US';
}
