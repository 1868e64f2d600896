/**
 * The current time in a zone, read with the browser's own time-zone data (Intl), for the first
 * moments of the page: the time-zone module (115 KB) is downloaded only once the page has been
 * drawn, and the "now" card would stay empty until then. The module's answer replaces it.
 */
import type { TimestampInfo } from '../../../core';

export type NowInfo = Pick<TimestampInfo, 'millis' | 'seconds' | 'formatted'>;

const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatIn(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // A zone this browser does not know: the module will answer.
      format = null;
    }
    formats.set(zone, format);
  }
  return format;
}

/** `millis` as `YYYY-MM-DD HH:mm:ss` in `zone`, or null if the browser does not know it. */
export function browserNow(millis: number, zone: string): NowInfo | null {
  const format = formatIn(zone);
  if (!format) return null;
  const part = Object.fromEntries(
    format.formatToParts(millis).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  const formatted = `${part.year.padStart(4, '0')}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  return { millis, seconds: Math.floor(millis / 1000), formatted };
}
