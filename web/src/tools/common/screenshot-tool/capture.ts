/**
 * One still frame of a screen, window or tab the user chooses (getDisplayMedia), drawn into a
 * canvas at full resolution. The stream stops as soon as the frame is taken.
 */
import { ToolError } from '../../../core';
import { platformOf, systemBlockedCode } from './platform';

export function captureSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia;
}

/** The system's refusal, worded for the system the page runs on. */
function systemBlocked(): ToolError {
  return new ToolError(systemBlockedCode(platformOf(navigator)));
}

function reason(error: unknown): ToolError {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  switch (name) {
    case 'NotAllowedError':
      // Chromium says so when the system (macOS Screen Recording) refused, not the user.
      return /by system/i.test(message ?? '')
        ? systemBlocked()
        : new ToolError('screenshot.denied');
    case 'SecurityError':
      return new ToolError('screenshot.denied');
    case 'NotReadableError':
      return systemBlocked();
    case 'NotSupportedError':
    case 'TypeError':
      return new ToolError('screenshot.unsupported');
    default:
      console.error('Screen capture failed:', error);
      return new ToolError('screenshot.failed');
  }
}

/** Resolves once the video has a frame to draw. */
function firstFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    const v = video as HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => void };
    if (v.requestVideoFrameCallback) {
      v.requestVideoFrameCallback(done);
    } else if (video.readyState >= 2) {
      requestAnimationFrame(done);
    } else {
      video.addEventListener('loadeddata', done, { once: true });
    }
  });
}

export async function captureScreen(): Promise<HTMLCanvasElement> {
  if (!captureSupported()) throw new ToolError('screenshot.unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  } catch (error) {
    throw reason(error);
  }
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    await firstFrame(video);
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) {
      throw new ToolError('screenshot.failed');
    }
    context.drawImage(video, 0, 0);
    video.srcObject = null;
    return canvas;
  } catch (error) {
    throw error instanceof ToolError ? error : reason(error);
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}

/** The part `rect` of `source` (all of it when null) as PNG. */
export function cropToPng(
  source: HTMLCanvasElement,
  rect: { x: number; y: number; width: number; height: number } | null,
): Promise<Blob> {
  const r = rect ?? { x: 0, y: 0, width: source.width, height: source.height };
  const canvas = document.createElement('canvas');
  canvas.width = r.width;
  canvas.height = r.height;
  canvas.getContext('2d')?.drawImage(source, r.x, r.y, r.width, r.height, 0, 0, r.width, r.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ToolError('screenshot.encode_failed'))),
      'image/png',
    ),
  );
}
