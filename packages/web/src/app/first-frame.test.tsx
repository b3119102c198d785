import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstFrameDone, firstScreen } from './first-frame';

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
