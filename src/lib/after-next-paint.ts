// Resolves once the browser has shown the page's next frame. A frame's callbacks run before its
// paint, and the frame reaches the screen a little after that paint: waiting for the frame after
// it is the first moment the page is surely on screen. A hidden tab paints no frame, so a short
// timer stands in for it there (and anywhere frames do not come).
const NO_FRAME_MS = 100;

export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        setTimeout(resolve, 0);
      }),
    );
  });
}
