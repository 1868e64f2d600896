/**
 * Runs `callback` once the browser has painted what is on screen now, so that work the picture
 * does not need (a wasm download, a dictionary, a worker) neither delays that paint nor
 * competes with it for the network. A hidden page paints nothing: there it runs in a task.
 * Returns a function that cancels it.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'undefined' || document.visibilityState === 'hidden') {
    timer = setTimeout(callback, 0);
  } else {
    // An animation frame's callbacks run just before that frame is painted, and the next
    // frame's once it has been shown; a task queued from there runs after both.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = undefined;
        timer = setTimeout(callback, 0);
      });
    });
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
