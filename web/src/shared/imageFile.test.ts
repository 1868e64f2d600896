import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_MEGAPIXELS, imageFiles } from './imageFile';

describe('image files', () => {
  it('states the same pixel limit as the Rust core', () => {
    const probe = readFileSync(resolve(process.cwd(), 'crates/core/src/image/probe.rs'), 'utf8');
    const max = /pub const MAX_PIXELS: u64 = ([\d_]+);/.exec(probe)?.[1].replace(/_/g, '');
    expect(Number(max)).toBe(IMAGE_MAX_MEGAPIXELS * 1_000_000);
  });

  it('keeps files that look like images', () => {
    const files = [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'b.txt', { type: 'text/plain' }),
      new File(['x'], 'c.JPG', { type: '' }),
      new File(['x'], 'd', { type: '' }),
    ];
    expect(imageFiles(files).map((f) => f.name)).toEqual(['a.png', 'c.JPG']);
    expect(imageFiles(null)).toEqual([]);
  });
});
