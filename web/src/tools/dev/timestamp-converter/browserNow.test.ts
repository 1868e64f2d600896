import { describe, expect, it } from 'vitest';
import { browserNow } from './browserNow';

describe('browserNow', () => {
  it('reads an instant as the time-zone module does', () => {
    expect(browserNow(1_700_000_000_000, 'Asia/Shanghai')).toEqual({
      millis: 1_700_000_000_000,
      seconds: 1_700_000_000,
      formatted: '2023-11-15 06:13:20',
    });
    expect(browserNow(1_700_000_000_999, 'America/New_York')?.formatted).toBe(
      '2023-11-14 17:13:20',
    );
    expect(browserNow(0, 'UTC')?.formatted).toBe('1970-01-01 00:00:00');
    // Midnight is 00, never 24.
    expect(browserNow(Date.UTC(2024, 0, 1, 16), 'Asia/Shanghai')?.formatted).toBe(
      '2024-01-02 00:00:00',
    );
  });

  it('leaves a zone the browser does not know to the module', () => {
    expect(browserNow(0, 'Atlantis/Capital')).toBeNull();
  });
});
