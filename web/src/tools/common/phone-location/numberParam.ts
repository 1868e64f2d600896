/**
 * What the phone lookup keeps in the URL (`#number=13800138000`): the national digits of a
 * number the lookup answered, 3 to 12 of them (an area code, a 7-digit prefix, a mobile or a
 * landline number). Anything else in a link is ignored, not looked up.
 */
export const isNumberParam = (v: unknown): v is string =>
  typeof v === 'string' && /^[01]\d{2,11}$/.test(v);
