import { useLayoutEffect } from 'react';

/** index.html's first frame (an overlay written by the build: scripts/wire-plugins.ts). */
const FIRST_FRAME_ID = 'first-frame';

let firstScreenShown: () => void = () => undefined;
let shown = false;
/** Whether the app has shown a real screen yet (read during render: before it, route changes render deferred). */
export function isFirstScreenShown(): boolean {
  return shown;
}
/** Settles when the app first shows a real screen (work that can wait, such as the service worker, waits for it). */
export const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/** A frame after the first screen: by then the browser has painted it. */
const firstScreenPainted = firstScreen.then(
  () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => {
        setTimeout(resolve, 0);
      });
    }),
);

/**
 * Settles once the first screen has been painted, or at once where there is no first frame to wait for (it is
 * gone, or was never there, as in tests): reads the first screen does not show, such as the header's notices,
 * then never stand between a slow phone and its first screen.
 */
export function afterFirstScreen(): Promise<void> {
  return shown || document.getElementById(FIRST_FRAME_ID) !== null ? firstScreenPainted : Promise.resolve();
}

/**
 * Rendered next to the first real screen (a page, the shell, the boot error): when that screen commits,
 * the first frame goes — in the same paint, so nothing blinks in between. Idempotent.
 */
export function FirstFrameDone(): null {
  useLayoutEffect(() => {
    document.getElementById(FIRST_FRAME_ID)?.remove();
    document.getElementById(`${FIRST_FRAME_ID}-style`)?.remove();
    shown = true;
    firstScreenShown();
  }, []);
  return null;
}
