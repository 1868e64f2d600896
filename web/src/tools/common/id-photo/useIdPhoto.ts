/**
 * The ID-photo pipeline as a hook: segment in the worker (with progress and cancel), recolour a
 * finished result, export it. Pixel buffers move to the worker and back (transferred).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ToolError,
  idPhotoProcess,
  idPhotoRecolour,
  imageExport,
  releaseImageWorker,
  toToolError,
  type ExportOptions,
  type IdPhotoReport,
} from '../../../core';
import type { LoadedImage } from '../../../shared/imageFile';

/** Longest side of the preview bitmaps. */
export const PREVIEW_MAX = 1000;

export interface IdPhotoResult {
  pixels: Uint8Array;
  alpha: Uint8Array;
  width: number;
  height: number;
  /** The background colour the composite has now. */
  colour: string;
  report: IdPhotoReport;
  preview: ImageBitmap;
}

export function useIdPhoto() {
  const [result, setResult] = useState<IdPhotoResult | null>(null);
  /** 0..1 while segmenting, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToolError | null>(null);
  const running = useRef<AbortController | null>(null);

  // Free the worker's memory (hundreds of MB after a large photo) when the tool closes.
  useEffect(
    () => () => {
      running.current?.abort();
      releaseImageWorker();
    },
    [],
  );

  const replace = useCallback((next: IdPhotoResult | null) => {
    setResult((old) => {
      if (old && old.preview !== next?.preview) old.preview.close();
      return next;
    });
  }, []);

  const start = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setError(null);
    return controller;
  };

  const finish = (controller: AbortController) => {
    if (running.current === controller) {
      running.current = null;
      setBusy(false);
      setProgress(null);
    }
  };

  async function process(image: LoadedImage, colour: string) {
    const controller = start();
    setProgress(0);
    try {
      const copy = await createImageBitmap(image.bitmap);
      const out = await idPhotoProcess(copy, colour, PREVIEW_MAX, {
        signal: controller.signal,
        onProgress: (f) => !controller.signal.aborted && setProgress(f),
      });
      if (controller.signal.aborted) return;
      replace({ ...out, colour });
    } catch (e) {
      if (!controller.signal.aborted) setError(toToolError(e));
    } finally {
      finish(controller);
    }
  }

  async function recolour(current: IdPhotoResult, colour: string) {
    const controller = start();
    try {
      const out = await idPhotoRecolour(
        current.pixels,
        current.alpha,
        current.width,
        current.height,
        current.colour,
        colour,
        PREVIEW_MAX,
        controller.signal,
      );
      replace({ ...current, ...out, colour });
    } catch (e) {
      // The buffers went to the worker: without them the result has to be made again.
      replace(null);
      if (!controller.signal.aborted) setError(toToolError(e));
    } finally {
      finish(controller);
    }
  }

  async function exportAs(
    current: IdPhotoResult,
    options: ExportOptions,
  ): Promise<Uint8Array | null> {
    const controller = start();
    try {
      const { bytes, pixels } = await imageExport(
        current.pixels,
        current.width,
        current.height,
        options,
        controller.signal,
      );
      setResult((r) => (r === current ? { ...current, pixels } : r));
      return bytes;
    } catch (e) {
      replace(null);
      if (!controller.signal.aborted) setError(toToolError(e));
      return null;
    } finally {
      finish(controller);
    }
  }

  function cancel() {
    running.current?.abort();
  }

  function clear() {
    cancel();
    replace(null);
    setError(null);
  }

  return { result, progress, busy, error, setError, process, recolour, exportAs, cancel, clear };
}
