import { describe, expect, it } from 'vitest';
import { formatUuids } from './format';

const ids = ['0190c8a2-7b1e-7c3d-9f00-1a2b3c4d5e6f', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'];

describe('formatUuids', () => {
  it('keeps the canonical form by default', () => {
    expect(formatUuids(ids, { uppercase: false, hyphens: true })).toBe(ids.join('\n'));
  });
  it('applies upper case and no hyphens to the same UUIDs', () => {
    expect(formatUuids(ids, { uppercase: true, hyphens: false }).split('\n')).toEqual([
      '0190C8A27B1E7C3D9F001A2B3C4D5E6F',
      'F47AC10B58CC4372A5670E02B2C3D479',
    ]);
  });
});
