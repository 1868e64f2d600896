/**
 * The flag game's countries: ISO 3166-1 alpha-2 codes, which name the flag files of npm
 * `flag-icons` (4×3). Their names are in the locale files under `countries.<code>`.
 * The build copies exactly these flags to /flags/ (see ./flagAssets.ts).
 */
// prettier-ignore
export const COUNTRIES = [
  'cn', 'us', 'gb', 'fr', 'de', 'jp', 'kr', 'ru', 'ca', 'au',
  'br', 'in', 'it', 'es', 'mx', 'ar', 'za', 'eg', 'ng', 'ke',
  'se', 'no', 'fi', 'dk', 'nl', 'be', 'ch', 'at', 'pl', 'pt',
  'gr', 'tr', 'ie', 'nz', 'sg', 'my', 'th', 'vn', 'id', 'ph',
  'pk', 'bd', 'sa', 'ae', 'ua', 'cz', 'hu', 'cl', 'co', 'pe',
  'cu', 'jm', 'ma', 'gh', 'et', 'mn', 'np', 'kz', 'is', 'lk',
] as const;

export type CountryCode = (typeof COUNTRIES)[number];

/** Where the build puts the flags; the service worker caches this path at run time. */
export const FLAGS_PATH = '/flags/';

export function flagUrl(code: CountryCode): string {
  return `${FLAGS_PATH}${code}.svg`;
}
