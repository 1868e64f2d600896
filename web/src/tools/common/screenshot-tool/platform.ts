/**
 * Which operating system the page runs on, for naming the right setting when the system (not
 * the user in the browser's picker) refused screen capture. Read from User-Agent Client Hints
 * where the browser has them (Chromium), else from navigator.platform and the user agent.
 */

export type Platform = 'mac' | 'windows' | 'linux' | 'chromeos' | 'android' | 'ios' | 'other';

export interface NavigatorLike {
  userAgent?: string;
  platform?: string;
  maxTouchPoints?: number;
  userAgentData?: { platform?: string } | null;
}

export function platformOf(nav: NavigatorLike | undefined): Platform {
  if (!nav) return 'other';
  const hinted = (nav.userAgentData?.platform ?? '').toLowerCase();
  if (hinted) {
    if (hinted === 'macos') return 'mac';
    if (hinted === 'windows') return 'windows';
    if (hinted === 'chrome os' || hinted === 'chromeos') return 'chromeos';
    if (hinted === 'android') return 'android';
    if (hinted === 'ios') return 'ios';
    if (hinted === 'linux') return 'linux';
  }
  const ua = nav.userAgent ?? '';
  const platform = nav.platform ?? '';
  if (/iPhone|iPad|iPod/.test(ua) || /^(iPhone|iPad|iPod)/.test(platform)) return 'ios';
  // iPadOS asks for desktop sites and says "MacIntel"; only it has a touch screen.
  if (/^Mac/.test(platform) && (nav.maxTouchPoints ?? 0) > 1) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/CrOS/.test(ua)) return 'chromeos';
  if (/^Mac/.test(platform) || /Macintosh|Mac OS X/.test(ua)) return 'mac';
  if (/^Win/.test(platform) || /Windows/.test(ua)) return 'windows';
  if (/Linux|X11|FreeBSD/.test(platform) || /Linux|X11/.test(ua)) return 'linux';
  return 'other';
}

/**
 * The message for "the system did not let the browser record the screen": the setting to
 * change on that system, or no setting where the system has none to name. Phones and tablets
 * have no screen capture in the browser at all.
 */
export function systemBlockedCode(platform: Platform): string {
  switch (platform) {
    case 'mac':
    case 'windows':
    case 'linux':
    case 'chromeos':
      return `screenshot.system_blocked_${platform}`;
    case 'android':
    case 'ios':
      return 'screenshot.unsupported';
    default:
      return 'screenshot.system_blocked';
  }
}
