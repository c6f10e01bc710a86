import type { TFunction } from 'i18next';

/** A time as the user's language writes it; never for a time not known yet. */
export function formatTime(value: string | Date | null, t: TFunction, language: string): string {
  if (!value) return t('screens.details.never');
  return new Intl.DateTimeFormat(language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(value));
}
