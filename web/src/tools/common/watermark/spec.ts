/** The watermark options (remembered), and checks for a stored copy of them. */
import type { Anchor, WatermarkSpec } from '../../../core';

export const ANCHORS: Anchor[] = [
  'topLeft',
  'top',
  'topRight',
  'left',
  'center',
  'right',
  'bottomLeft',
  'bottom',
  'bottomRight',
];

export function defaultSpec(text: string): WatermarkSpec {
  return {
    kind: 'text',
    text,
    fontSize: 0.05,
    colour: '#808080',
    opacity: 0.4,
    rotation: -30,
    tiled: true,
    anchor: 'bottomRight',
    gap: 0.12,
    logoSize: 0.2,
  };
}

export function isSpec(v: unknown): v is WatermarkSpec {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  const num = (k: string) => typeof s[k] === 'number' && Number.isFinite(s[k]);
  return (
    (s.kind === 'text' || s.kind === 'image') &&
    typeof s.text === 'string' &&
    typeof s.colour === 'string' &&
    /^#[0-9a-f]{6}$/i.test(s.colour) &&
    typeof s.tiled === 'boolean' &&
    ANCHORS.includes(s.anchor as Anchor) &&
    ['fontSize', 'opacity', 'rotation', 'gap', 'logoSize'].every(num)
  );
}

/** `photo.jpg` → `photo-watermarked.jpg` (extension from the output type). */
export function outputName(name: string, type: string, suffix: string): string {
  const stem = name.replace(/\.[^.]+$/, '') || 'image';
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
  return `${stem}-${suffix}.${ext}`;
}
