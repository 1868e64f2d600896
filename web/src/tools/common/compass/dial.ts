/** Presentation of the compass dial. */

/**
 * The dial's rotation, unwrapped: turning from 359° to 1° moves the dial 2°, not 358° back
 * (a CSS transition between the raw angles would spin it all the way round).
 */
export function unwrapRotation(previous: number, heading: number): number {
  const delta = ((((heading - previous) % 360) + 540) % 360) - 180;
  return previous + delta;
}

/** The four cardinal letters of the dial, in the interface language, clockwise from north. */
export function dialLetters(lang: string): [string, string, string, string] {
  return lang.startsWith('zh') ? ['北', '东', '南', '西'] : ['N', 'E', 'S', 'W'];
}
