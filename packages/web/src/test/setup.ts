import { DICTIONARIES, LOCALES } from '@eticket/core/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMessages } from '../i18n/rosetta';

// Lazily loaded parts (popups, page texts) can take more than the default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Tests read the core's texts directly (the browser build loads one language chunk instead).
for (const locale of LOCALES) installMessages(locale, DICTIONARIES[locale]);

// A few suites run in Node (`@vitest-environment node`): what follows is for the jsdom ones.
const dom = typeof window !== 'undefined';

afterEach(() => {
  if (!dom) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom lacks these; Chakra (zag) and next-themes call them.
if (dom && typeof (window as { matchMedia?: unknown }).matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopResizeObserver {
  observe(): void {
    /* nothing to observe in jsdom */
  }
  unobserve(): void {
    /* nothing */
  }
  disconnect(): void {
    /* nothing */
  }
}
if (!('ResizeObserver' in globalThis)) Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: NoopResizeObserver });
if (dom && !('scrollTo' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollTo', { configurable: true, value: () => undefined });
