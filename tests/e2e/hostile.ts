/**
 * Hostile files for the robustness specs, generated (small, deterministic) rather than committed:
 * a real PNG that decodes to 20000 × 20000, a 69-byte PNG whose header claims 60000 × 60000,
 * animated GIF and WebP files of thousands of frames, a truncated JPEG and plain binary noise.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { fixture } from './photos';

export interface HostileFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(width: number, height: number, bitDepth: number, colourType: number, idat: Buffer) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid 1-bit greyscale PNG of 20000 × 20000 white pixels: 50 KB of file, 1.6 GB as RGBA once
 * decoded (the 8-bit version would be the 400 KB file of the issue; 1 bit keeps the test fast).
 */
export function pngBomb(): HostileFile {
  const side = 20_000;
  const row = Buffer.alloc(1 + side / 8, 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * side);
  for (let y = 0; y < side; y++) row.copy(raw, y * row.length);
  return {
    name: 'bomb-20000.png',
    mimeType: 'image/png',
    buffer: png(side, side, 1, 0, deflateSync(raw, { level: 9 })),
  };
}

/** 69 bytes whose header claims 60000 × 60000 RGBA pixels (14.4 GB decoded). */
export function pngClaim(): HostileFile {
  // The image data: a complete zlib stream of four zero bytes (12 bytes), far short of the claim.
  const buffer = png(60_000, 60_000, 8, 6, deflateSync(Buffer.alloc(4)));
  return { name: 'claims-60000.png', mimeType: 'image/png', buffer };
}

/** An animated GIF: a `side`-pixel canvas and `frames` frames of one pixel each. */
export function gifFrames(frames = 5000, side = 1000): HostileFile {
  const parts: Buffer[] = [Buffer.from('GIF89a', 'latin1')];
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen.set([0x80, 0, 0], 4); // global table of 2 colours
  parts.push(screen, Buffer.from([0x33, 0x66, 0x99, 0xff, 0xff, 0xff]));
  parts.push(Buffer.from('21ff0b4e45545343415045322e300301000000', 'hex')); // loop forever
  const frame = Buffer.from([
    ...[0x21, 0xf9, 0x04, 0x04, 0x02, 0x00, 0x00, 0x00], // 20 ms, keep the previous frame
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], // one pixel at (0, 0)
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // its LZW data
  ]);
  for (let i = 0; i < frames; i++) parts.push(frame);
  parts.push(Buffer.from([0x3b]));
  return { name: 'frames.gif', mimeType: 'image/gif', buffer: Buffer.concat(parts) };
}

function riff(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

const u24 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);

/** An animated WebP: a `side`-pixel canvas and `frames` lossless frames of one pixel each. */
export function webpFrames(frames = 5000, side = 1000): HostileFile {
  // One lossless 1 × 1 image (VP8L), reused as every frame's data.
  const vp8l = riff('VP8L', Buffer.from('2f00000010071011118888fe07', 'hex'));
  const vp8x = Buffer.concat([Buffer.from([0x12, 0, 0, 0]), u24(side - 1), u24(side - 1)]);
  const anim = Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0]);
  const anmf = riff(
    'ANMF',
    Buffer.concat([u24(0), u24(0), u24(0), u24(0), u24(40), Buffer.from([0]), vp8l]),
  );
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    riff('VP8X', vp8x),
    riff('ANIM', anim),
    ...Array.from({ length: frames }, () => anmf),
  ]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return { name: 'frames.webp', mimeType: 'image/webp', buffer: Buffer.concat([head, body]) };
}

/** The first 40 % of a real photo: the header is intact, the picture data stops short. */
export function truncatedJpeg(): HostileFile {
  const whole = readFileSync(fixture('photo.jpg'));
  return {
    name: 'truncated.jpg',
    mimeType: 'image/jpeg',
    buffer: whole.subarray(0, Math.floor(whole.length * 0.4)),
  };
}

/** 64 KB of noise named like an image. */
export function binaryNoise(name = 'noise.png', mimeType = 'image/png'): HostileFile {
  const buffer = Buffer.alloc(64 * 1024);
  let x = 0x2545f491;
  for (let i = 0; i < buffer.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    buffer[i] = x & 0xff;
  }
  return { name, mimeType, buffer };
}
