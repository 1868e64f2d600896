/**
 * Beijing time for display, whatever the device's own time zone: the browser's Intl with
 * `timeZone: 'Asia/Shanghai'` (exact, including China's 1986-91 summer times), the date and
 * weekday written the Chinese way, as the spec asks, plus the English form for English readers.
 */
const ZONE = 'Asia/Shanghai';

const timeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const dateZh = new Intl.DateTimeFormat('zh-CN', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});
const dateEn = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

export interface BeijingTime {
  hours: number;
  minutes: number;
  seconds: number;
  /** `HH:mm:ss`. */
  time: string;
  /** `YYYY-MM-DD`. */
  isoDate: string;
  /** e.g. 2026年11月24日星期二. */
  dateZh: string;
  /** e.g. Tuesday, November 24, 2026. */
  dateEn: string;
}

export function beijingTime(ms: number): BeijingTime {
  const at = new Date(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    timeParts.formatToParts(at).find((p) => p.type === type)?.value ?? '00';
  const [hh, mm, ss] = [part('hour'), part('minute'), part('second')];
  return {
    hours: Number(hh),
    minutes: Number(mm),
    seconds: Number(ss),
    time: `${hh}:${mm}:${ss}`,
    isoDate: `${part('year')}-${part('month')}-${part('day')}`,
    dateZh: dateZh.format(at),
    dateEn: dateEn.format(at),
  };
}

/** Angles of the analogue hands in degrees clockwise from 12; the hands step with the seconds. */
export function handAngles({ hours, minutes, seconds }: BeijingTime) {
  return {
    hour: ((hours % 12) + minutes / 60 + seconds / 3600) * 30,
    minute: (minutes + seconds / 60) * 6,
    second: seconds * 6,
  };
}
