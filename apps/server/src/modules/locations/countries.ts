/**
 * ISO 3166 alpha-3 codes of the countries a location can be in, named through the runtime's
 * own locale data (Intl.DisplayNames takes alpha-2, hence the pairs).
 */
const countryCodes: ReadonlyArray<readonly [alpha3: string, alpha2: string]> = [
  ['AUS', 'AU'],
  ['AUT', 'AT'],
  ['BEL', 'BE'],
  ['BRA', 'BR'],
  ['CAN', 'CA'],
  ['CHE', 'CH'],
  ['CHN', 'CN'],
  ['CZE', 'CZ'],
  ['DEU', 'DE'],
  ['DNK', 'DK'],
  ['ESP', 'ES'],
  ['EST', 'EE'],
  ['FIN', 'FI'],
  ['FRA', 'FR'],
  ['GBR', 'GB'],
  ['GRC', 'GR'],
  ['HUN', 'HU'],
  ['IRL', 'IE'],
  ['ISL', 'IS'],
  ['ITA', 'IT'],
  ['JPN', 'JP'],
  ['LTU', 'LT'],
  ['LVA', 'LV'],
  ['MEX', 'MX'],
  ['NLD', 'NL'],
  ['NOR', 'NO'],
  ['NZL', 'NZ'],
  ['POL', 'PL'],
  ['PRT', 'PT'],
  ['SWE', 'SE'],
  ['USA', 'US'],
];

const intlLocale: Record<string, string> = { sv_SE: 'sv', de_DE: 'de', es_ES: 'es' };

export function countriesIn(languageCode: string | undefined) {
  const names = new Intl.DisplayNames([intlLocale[languageCode ?? ''] ?? 'en'], { type: 'region' });
  return countryCodes
    .map(([alpha3, alpha2]) => ({ countryISO3: alpha3, name: names.of(alpha2) ?? alpha3 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
