import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

describe('afterPaint', () => {
  let visibility: DocumentVisibilityState = 'visible';
  /** Animation frame callbacks waiting for the next frame. */
  let frames: FrameRequestCallback[] = [];
  const frame = () => {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(0));
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    visibility = 'visible';
    frames = [];
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('runs in a task once the current frame and the next have been painted', () => {
    const callback = vi.fn();
    afterPaint(callback);
    vi.runAllTimers();
    frame();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    frame();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('can be cancelled at any point', () => {
    for (let frames = 0; frames <= 2; frames++) {
      const callback = vi.fn();
      const cancel = afterPaint(callback);
      for (let i = 0; i < frames; i++) frame();
      cancel();
      frame();
      frame();
      vi.runAllTimers();
      expect(callback).not.toHaveBeenCalled();
    }
  });

  it('runs in a task on a hidden page, which paints nothing', () => {
    visibility = 'hidden';
    const callback = vi.fn();
    afterPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });
});
