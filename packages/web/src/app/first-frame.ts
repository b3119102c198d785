import { useLayoutEffect } from 'react';

/** index.html's first frame (an overlay written by the build: scripts/wire-plugins.ts). */
const FIRST_FRAME_ID = 'first-frame';

/**
 * Rendered next to the first real screen (a page, the shell, the boot error): when that screen commits,
 * the first frame goes — in the same paint, so nothing blinks in between. Idempotent.
 */
export function FirstFrameDone(): null {
  useLayoutEffect(() => {
    document.getElementById(FIRST_FRAME_ID)?.remove();
    document.getElementById(`${FIRST_FRAME_ID}-style`)?.remove();
  }, []);
  return null;
}
