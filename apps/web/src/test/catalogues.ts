import type { SupportedLanguage } from '@/lib/i18n/i18n';

type Tree = Record<string, unknown>;

/** Every part file of every language, by path (`../locales/sv_SE/media.json`). */
export const catalogueParts = import.meta.glob<Tree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** A language's whole catalogue, its parts put together, for tests that compare languages. */
export function wholeCatalogue(language: SupportedLanguage): Tree {
  return Object.entries(catalogueParts)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .reduce<Tree>((whole, [, part]) => ({ ...whole, ...part }), {});
}
