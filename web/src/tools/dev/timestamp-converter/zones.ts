/** The spec's time zones (§3) plus UTC, listed first with names in both languages. */
export const COMMON_ZONES = [
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Europe/Paris',
  'Australia/Sydney',
  'Europe/Moscow',
  'America/Sao_Paulo',
  'UTC',
] as const;

export const DEFAULT_ZONE = 'Asia/Shanghai';
