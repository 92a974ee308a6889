// Resolves once the browser has painted the next frame: a frame's callbacks run before its paint,
// and a task queued from one runs after it. A hidden tab paints no frame, so a short timer stands
// in for it there (and anywhere frames do not come).
const NO_FRAME_MS = 100;

export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
