import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../ports/storage';
import { StorageKeys } from '../session/storage-keys';
import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH, deviceForWidth, layoutMachine, selectLayout, type LayoutEvent } from './layout.machine';

function start(options: { stored?: string; width?: number } = {}) {
  const storage = createMemoryStorage(options.stored === undefined ? {} : { [StorageKeys.sidebarStatus]: options.stored });
  const actor = createActor(layoutMachine, { input: options.width === undefined ? { storage } : { storage, width: options.width } }).start();
  const view = () => selectLayout(actor.getSnapshot());
  const stored = () => storage.getItem(StorageKeys.sidebarStatus);
  return { actor, view, stored };
}

describe('layout constants', () => {
  it('match the spec', () => {
    expect(SIDEBAR_WIDTH).toBe(210);
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
  });
});

describe('layout machine', () => {
  it('starts opened on desktop when nothing is stored', () => {
    expect(start().view()).toEqual({ device: 'desktop', sidebarOpened: true, withoutAnimation: false });
  });

  it('restores a remembered closed sidebar', () => {
    expect(start({ stored: '0' }).view()).toEqual({ device: 'desktop', sidebarOpened: false, withoutAnimation: false });
    expect(start({ stored: '1', width: 1280 }).view().sidebarOpened).toBe(true);
  });

  it('starts as a closed drawer on a narrow screen', () => {
    expect(start({ stored: '1', width: 500 }).view()).toEqual({ device: 'mobile', sidebarOpened: false, withoutAnimation: true });
  });

  it('toggles and remembers on desktop', () => {
    const { actor, view, stored } = start();
    actor.send({ type: 'sidebar.toggle' });
    expect(view().sidebarOpened).toBe(false);
    expect(stored()).toBe('0');
    actor.send({ type: 'sidebar.toggle' });
    expect(view().sidebarOpened).toBe(true);
    expect(stored()).toBe('1');
  });

  it('closes with or without animation', () => {
    const { actor, view, stored } = start();
    actor.send({ type: 'sidebar.close', withoutAnimation: true });
    expect(view()).toEqual({ device: 'desktop', sidebarOpened: false, withoutAnimation: true });
    expect(stored()).toBe('0');
    actor.send({ type: 'sidebar.toggle' });
    actor.send({ type: 'sidebar.close' });
    expect(view()).toEqual({ device: 'desktop', sidebarOpened: false, withoutAnimation: false });
  });

  it('closes the drawer instantly when switching to mobile, and on navigation while mobile', () => {
    const { actor, view, stored } = start();
    actor.send({ type: 'layout.resize', width: 800 });
    expect(view()).toEqual({ device: 'mobile', sidebarOpened: false, withoutAnimation: true });
    actor.send({ type: 'sidebar.toggle' });
    expect(view().sidebarOpened).toBe(true);
    actor.send({ type: 'layout.resize', width: 790 });
    expect(view().sidebarOpened).toBe(true);
    actor.send({ type: 'layout.navigate' });
    expect(view()).toEqual({ device: 'mobile', sidebarOpened: false, withoutAnimation: false });
    // the desktop preference is untouched by drawer use
    expect(stored()).toBeNull();
  });

  it('keeps the sidebar open on navigation on desktop', () => {
    const { actor, view } = start();
    actor.send({ type: 'layout.navigate' });
    expect(view().sidebarOpened).toBe(true);
  });

  it('restores the desktop preference when the window widens again', () => {
    const open = start();
    open.actor.send({ type: 'layout.resize', width: 600 });
    open.actor.send({ type: 'layout.resize', width: 1400 });
    expect(open.view()).toEqual({ device: 'desktop', sidebarOpened: true, withoutAnimation: false });

    const closed = start({ stored: '0' });
    closed.actor.send({ type: 'layout.resize', width: 600 });
    closed.actor.send({ type: 'sidebar.toggle' });
    closed.actor.send({ type: 'layout.resize', width: 1400 });
    expect(closed.view()).toEqual({ device: 'desktop', sidebarOpened: false, withoutAnimation: true });
  });

  it('holds its rules under any sequence of events (1,000 runs)', () => {
    const event: fc.Arbitrary<LayoutEvent> = fc.oneof(
      fc.integer({ min: 300, max: 2000 }).map((width) => ({ type: 'layout.resize' as const, width })),
      fc.constant({ type: 'layout.navigate' as const }),
      fc.constant({ type: 'sidebar.toggle' as const }),
      fc.boolean().map((withoutAnimation) => ({ type: 'sidebar.close' as const, withoutAnimation })),
    );
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 300, max: 2000 }), { nil: undefined }), fc.array(event, { maxLength: 30 }), (width, events) => {
        const { actor, view, stored } = start(width === undefined ? {} : { width });
        let device = width === undefined ? 'desktop' : deviceForWidth(width);
        let remembered: string | null = null;
        for (const e of events) {
          const before = view();
          actor.send(e);
          const after = view();
          if (e.type === 'layout.resize') device = deviceForWidth(e.width);
          expect(after.device).toBe(device);
          if (after.device === 'mobile' && (e.type === 'layout.navigate' || (e.type === 'layout.resize' && before.device === 'desktop'))) {
            expect(after.sidebarOpened).toBe(false);
          }
          if (e.type === 'sidebar.close') expect(after.sidebarOpened).toBe(false);
          if (e.type === 'sidebar.toggle') expect(after.sidebarOpened).toBe(!before.sidebarOpened);
          // only user actions on desktop are remembered, and they remember the new state
          if (before.device === 'desktop' && (e.type === 'sidebar.toggle' || e.type === 'sidebar.close')) remembered = after.sidebarOpened ? '1' : '0';
          expect(stored()).toBe(remembered);
          expect(after.sidebarOpened && after.withoutAnimation).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
