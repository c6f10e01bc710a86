/** A moment in the user's language, to the minute. */
export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
