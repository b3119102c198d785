import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterFirstScreen, FirstFrameDone, firstScreen } from './first-frame';

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe('afterFirstScreen', () => {
  it('settles at once without a first frame, and otherwise only once the first screen is up and painted', async () => {
    expect(await settled(afterFirstScreen())).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<div id="first-frame" role="status"></div>');
    const waiting = afterFirstScreen();
    expect(await settled(waiting)).toBe(false);
    const { unmount } = render(<FirstFrameDone />);
    expect(await settled(waiting)).toBe(true);
    // Later screens (no frame any more) do not wait.
    expect(await settled(afterFirstScreen())).toBe(true);
    unmount();
  });
});

describe('FirstFrameDone', () => {
  it('removes index.html’s first frame and its style when the first screen commits', async () => {
    document.head.insertAdjacentHTML('beforeend', '<style id="first-frame-style"></style>');
    document.body.insertAdjacentHTML('beforeend', '<div id="first-frame" role="status"></div>');
    expect(document.getElementById('first-frame')).not.toBeNull();
    const { unmount } = render(<FirstFrameDone />);
    expect(document.getElementById('first-frame')).toBeNull();
    expect(document.getElementById('first-frame-style')).toBeNull();
    await expect(firstScreen).resolves.toBeUndefined();
    unmount();
    // A second screen finds nothing to remove.
    expect(() => render(<FirstFrameDone />)).not.toThrow();
  });
});
