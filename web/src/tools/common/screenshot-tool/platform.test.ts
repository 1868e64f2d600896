import { describe, expect, it } from 'vitest';
import { platformOf, systemBlockedCode } from './platform';

const UA = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('screen capture: the system the page runs on', () => {
  it('reads the client hint first', () => {
    expect(platformOf({ userAgentData: { platform: 'macOS' }, userAgent: UA.windows })).toBe('mac');
    expect(platformOf({ userAgentData: { platform: 'Windows' } })).toBe('windows');
    expect(platformOf({ userAgentData: { platform: 'Chrome OS' } })).toBe('chromeos');
    expect(platformOf({ userAgentData: { platform: 'Linux' } })).toBe('linux');
    expect(platformOf({ userAgentData: { platform: 'Android' } })).toBe('android');
  });

  it('falls back to navigator.platform and the user agent (Safari, Firefox)', () => {
    expect(platformOf({ platform: 'MacIntel', userAgent: UA.mac, maxTouchPoints: 0 })).toBe('mac');
    expect(platformOf({ platform: 'Win32', userAgent: UA.windows })).toBe('windows');
    expect(platformOf({ platform: 'Linux x86_64', userAgent: UA.linux })).toBe('linux');
    expect(platformOf({ platform: 'Linux x86_64', userAgent: UA.chromeos })).toBe('chromeos');
    expect(platformOf({ platform: 'Linux armv8l', userAgent: UA.android })).toBe('android');
    expect(platformOf({ platform: 'iPhone', userAgent: UA.iphone })).toBe('ios');
    // An iPad asking for the desktop site looks like a Mac, except for its touch screen.
    expect(platformOf({ platform: 'MacIntel', userAgent: UA.mac, maxTouchPoints: 5 })).toBe('ios');
    expect(platformOf({ platform: '', userAgent: '' })).toBe('other');
    expect(platformOf(undefined)).toBe('other');
  });

  it('names macOS settings only on a Mac', () => {
    expect(systemBlockedCode('mac')).toBe('screenshot.system_blocked_mac');
    expect(systemBlockedCode('windows')).toBe('screenshot.system_blocked_windows');
    expect(systemBlockedCode('linux')).toBe('screenshot.system_blocked_linux');
    expect(systemBlockedCode('chromeos')).toBe('screenshot.system_blocked_chromeos');
    expect(systemBlockedCode('android')).toBe('screenshot.unsupported');
    expect(systemBlockedCode('ios')).toBe('screenshot.unsupported');
    expect(systemBlockedCode('other')).toBe('screenshot.system_blocked');
  });
});
