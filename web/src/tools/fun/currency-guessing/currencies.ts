/**
 * The currency game's 46 currencies: ISO 4217 code and the symbol used at home. Their names
 * and the country or region using them are in the locale files under `currencies.<code>`.
 */
export const CURRENCIES = [
  { code: 'CNY', symbol: '¥' },
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'JPY', symbol: '¥' },
  { code: 'GBP', symbol: '£' },
  { code: 'KRW', symbol: '₩' },
  { code: 'HKD', symbol: 'HK$' },
  { code: 'MOP', symbol: 'MOP$' },
  { code: 'RUB', symbol: '₽' },
  { code: 'INR', symbol: '₹' },
  { code: 'CAD', symbol: 'C$' },
  { code: 'AUD', symbol: 'A$' },
  { code: 'NZD', symbol: 'NZ$' },
  { code: 'SGD', symbol: 'S$' },
  { code: 'CHF', symbol: 'Fr.' },
  { code: 'SEK', symbol: 'kr' },
  { code: 'NOK', symbol: 'kr' },
  { code: 'DKK', symbol: 'kr.' },
  { code: 'ISK', symbol: 'kr' },
  { code: 'PLN', symbol: 'zł' },
  { code: 'CZK', symbol: 'Kč' },
  { code: 'HUF', symbol: 'Ft' },
  { code: 'TRY', symbol: '₺' },
  { code: 'UAH', symbol: '₴' },
  { code: 'BRL', symbol: 'R$' },
  { code: 'MXN', symbol: '$' },
  { code: 'ARS', symbol: '$' },
  { code: 'CLP', symbol: '$' },
  { code: 'COP', symbol: '$' },
  { code: 'PEN', symbol: 'S/' },
  { code: 'ZAR', symbol: 'R' },
  { code: 'EGP', symbol: 'E£' },
  { code: 'NGN', symbol: '₦' },
  { code: 'KES', symbol: 'KSh' },
  { code: 'MAD', symbol: 'DH' },
  { code: 'SAR', symbol: 'SR' },
  { code: 'AED', symbol: 'Dh' },
  { code: 'ILS', symbol: '₪' },
  { code: 'THB', symbol: '฿' },
  { code: 'VND', symbol: '₫' },
  { code: 'IDR', symbol: 'Rp' },
  { code: 'MYR', symbol: 'RM' },
  { code: 'PHP', symbol: '₱' },
  { code: 'PKR', symbol: 'Rs' },
  { code: 'BDT', symbol: '৳' },
  { code: 'KZT', symbol: '₸' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** A currency's words in one language (the locale files' `currencies.<code>`). */
export interface CurrencyText {
  name: string;
  region: string;
  /** The unit without the country ("koruna", 克朗); absent where it would name the region. */
  unit?: string;
}

/**
 * What the "currency → country" question shows: the symbol, the ISO code and the unit. Never
 * the full name: 捷克克朗, "Japanese yen" and most others name the country being asked for.
 */
export function currencyClue(index: number, text: CurrencyText): string[] {
  const { code, symbol } = CURRENCIES[index];
  return text.unit ? [symbol, code, text.unit] : [symbol, code];
}
