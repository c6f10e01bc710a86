/**
 * ISO 3166 alpha-3 codes of the countries a location can be in, named through the runtime's
 * own locale data (Intl.DisplayNames takes alpha-2, hence the pairs), with the zone a new
 * location there is offered: the capital's, or the most populous one's in a country of many.
 */
const countryCodes: ReadonlyArray<readonly [alpha3: string, alpha2: string, timeZoneId: string]> = [
  ['AUS', 'AU', 'Australia/Sydney'],
  ['AUT', 'AT', 'Europe/Vienna'],
  ['BEL', 'BE', 'Europe/Brussels'],
  ['BRA', 'BR', 'America/Sao_Paulo'],
  ['CAN', 'CA', 'America/Toronto'],
  ['CHE', 'CH', 'Europe/Zurich'],
  ['CHN', 'CN', 'Asia/Shanghai'],
  ['CZE', 'CZ', 'Europe/Prague'],
  ['DEU', 'DE', 'Europe/Berlin'],
  ['DNK', 'DK', 'Europe/Copenhagen'],
  ['ESP', 'ES', 'Europe/Madrid'],
  ['EST', 'EE', 'Europe/Tallinn'],
  ['FIN', 'FI', 'Europe/Helsinki'],
  ['FRA', 'FR', 'Europe/Paris'],
  ['GBR', 'GB', 'Europe/London'],
  ['GRC', 'GR', 'Europe/Athens'],
  ['HUN', 'HU', 'Europe/Budapest'],
  ['IRL', 'IE', 'Europe/Dublin'],
  ['ISL', 'IS', 'Atlantic/Reykjavik'],
  ['ITA', 'IT', 'Europe/Rome'],
  ['JPN', 'JP', 'Asia/Tokyo'],
  ['LTU', 'LT', 'Europe/Vilnius'],
  ['LVA', 'LV', 'Europe/Riga'],
  ['MEX', 'MX', 'America/Mexico_City'],
  ['NLD', 'NL', 'Europe/Amsterdam'],
  ['NOR', 'NO', 'Europe/Oslo'],
  ['NZL', 'NZ', 'Pacific/Auckland'],
  ['POL', 'PL', 'Europe/Warsaw'],
  ['PRT', 'PT', 'Europe/Lisbon'],
  ['SWE', 'SE', 'Europe/Stockholm'],
  ['USA', 'US', 'America/New_York'],
];

const intlLocale: Record<string, string> = { sv_SE: 'sv', de_DE: 'de', es_ES: 'es' };

export function countriesIn(languageCode: string | undefined) {
  const names = new Intl.DisplayNames([intlLocale[languageCode ?? ''] ?? 'en'], { type: 'region' });
  return countryCodes
    .map(([alpha3, alpha2, timeZoneId]) => ({
      countryISO3: alpha3,
      name: names.of(alpha2) ?? alpha3,
      timeZoneId,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
