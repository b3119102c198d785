import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishAppUpdate } from '../actors/app-update';
import { registerServiceWorker, type WorkboxLike } from '../app/service-worker';
import { renderWithProviders } from '../test/render';
import { UpdateBanner } from './update-banner';

type Listener = () => void;

/** Workbox's window object as the registration sees it: events fired by the test. */
function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  const calls = { register: 0, update: 0, skipWaiting: 0 };
  const workbox: WorkboxLike = {
    addEventListener: (type, listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: () => {
      calls.register += 1;
      return Promise.resolve(undefined);
    },
    update: () => {
      calls.update += 1;
      return Promise.resolve(undefined);
    },
    messageSkipWaiting: () => {
      calls.skipWaiting += 1;
    },
  };
  const fire = (type: 'waiting' | 'controlling') => {
    act(() => {
      for (const listener of listeners.get(type) ?? []) listener();
    });
  };
  return { workbox, calls, fire };
}

afterEach(() => {
  cleanup();
  publishAppUpdate(null);
});

describe('the reload offer', () => {
  it('appears when a new version waits; "reload" lets it take over and reloads once it has', async () => {
    const { workbox, calls, fire } = fakeWorkbox();
    let reloads = 0;
    let warmUps = 0;
    renderWithProviders(<UpdateBanner />);
    act(() => {
      publishAppUpdate(registerServiceWorker({ workbox, bootedControlled: false, controlledNow: false, reload: () => (reloads += 1), onFirstControl: () => (warmUps += 1) }));
    });
    expect(calls.register).toBe(1);
    // The first version ever installed takes the page over: no update, nothing to offer.
    fire('controlling');
    expect(screen.queryByTestId('update-banner')).toBeNull();
    // …but the boot reads are read again through it, so the next boot finds them offline.
    expect(warmUps).toBe(1);

    fire('waiting');
    expect((await screen.findByRole('status')).textContent).toContain('新版本已就绪');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(calls.skipWaiting).toBe(1);
    expect(reloads).toBe(0);
    fire('controlling');
    expect(reloads).toBe(1);
    expect(warmUps).toBe(1);
  });

  it('"later" hides it until the next version', async () => {
    const { workbox, calls, fire } = fakeWorkbox();
    renderWithProviders(<UpdateBanner />, { locale: 'en' });
    act(() => {
      publishAppUpdate(registerServiceWorker({ workbox, bootedControlled: true, controlledNow: true, reload: () => undefined }));
    });
    fire('waiting');
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-banner')).toBeNull();
    expect(calls.skipWaiting).toBe(0);
    fire('waiting');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('offers a plain reload when a new version took over a page that loaded under an older one', async () => {
    const { workbox, calls, fire } = fakeWorkbox();
    let reloads = 0;
    let warmUps = 0;
    renderWithProviders(<UpdateBanner />);
    act(() => {
      publishAppUpdate(registerServiceWorker({ workbox, bootedControlled: true, controlledNow: true, reload: () => (reloads += 1), onFirstControl: () => (warmUps += 1) }));
    });
    fire('controlling');
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect([reloads, warmUps, calls.skipWaiting]).toEqual([1, 0, 0]);
  });

  it('reads the configuration again when the first worker took the page over before its registration', () => {
    const { workbox, fire } = fakeWorkbox();
    let warmUps = 0;
    registerServiceWorker({ workbox, bootedControlled: false, controlledNow: true, reload: () => undefined, onFirstControl: () => (warmUps += 1) });
    expect(warmUps).toBe(1);
    // A later change of worker is an update, not a second warm-up.
    fire('controlling');
    expect(warmUps).toBe(1);
  });

  it('renders nothing before the service worker is registered', () => {
    renderWithProviders(<UpdateBanner />);
    expect(screen.queryByTestId('update-banner')).toBeNull();
  });
});
