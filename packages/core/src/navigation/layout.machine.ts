import { and, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { KeyValueStorage } from '../ports/storage';
import { StorageKeys } from '../session/storage-keys';

/** Sidebar width in px (product-spec §2 layout shell). */
export const SIDEBAR_WIDTH = 210;
/** Below this viewport width (px) the sidebar becomes a mobile drawer. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** Stored values of StorageKeys.sidebarStatus (VEA's cookie values). */
const OPENED = '1';
const CLOSED = '0';

export interface LayoutInput {
  /** Remembers the desktop sidebar state (localStorage in the web). */
  readonly storage: KeyValueStorage;
  /** Viewport width at start; desktop when omitted. */
  readonly width?: number;
}

export interface LayoutContext {
  readonly storage: KeyValueStorage;
  readonly initialWidth: number | null;
}

export type LayoutEvent =
  /** The viewport width changed (px). */
  | { type: 'layout.resize'; width: number }
  /** The user moved to another page. */
  | { type: 'layout.navigate' }
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.close'; withoutAnimation?: boolean };

/**
 * The app shell layout (VEA app module + ResizeHandler), two parallel regions:
 * - device: desktop or mobile from the width (< 992 px → mobile);
 * - sidebar: opened, closed, or closedWithoutAnimation (for instant changes such as switching device).
 *
 * Only the user's own toggles/closes on desktop are remembered, so a phone-sized window closing its
 * drawer does not overwrite the desktop preference; going back to desktop restores that preference.
 * On mobile the drawer closes when switching to mobile and on every navigation.
 */
export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    input: {} as LayoutInput,
    events: {} as LayoutEvent,
  },
  guards: {
    startsMobile: ({ context }) => context.initialWidth !== null && deviceForWidth(context.initialWidth) === 'mobile',
    storedClosed: ({ context }) => context.storage.getItem(StorageKeys.sidebarStatus) === CLOSED,
    mobileWidth: ({ event }) => event.type === 'layout.resize' && deviceForWidth(event.width) === 'mobile',
    onDesktop: stateIn({ device: 'desktop' }),
    withoutAnimation: ({ event }) => event.type === 'sidebar.close' && event.withoutAnimation === true,
  },
  actions: {
    rememberOpened: ({ context }) => {
      context.storage.setItem(StorageKeys.sidebarStatus, OPENED);
    },
    rememberClosed: ({ context }) => {
      context.storage.setItem(StorageKeys.sidebarStatus, CLOSED);
    },
  },
}).createMachine({
  id: 'layout',
  type: 'parallel',
  context: ({ input }) => ({ storage: input.storage, initialWidth: input.width ?? null }),
  states: {
    device: {
      initial: 'detecting',
      states: {
        detecting: { always: [{ guard: 'startsMobile', target: 'mobile' }, { target: 'desktop' }] },
        desktop: { on: { 'layout.resize': { guard: 'mobileWidth', target: 'mobile' } } },
        mobile: { on: { 'layout.resize': { guard: not('mobileWidth'), target: 'desktop' } } },
      },
    },
    sidebar: {
      initial: 'restoring',
      // Guards read the state before the event, so 'onDesktop' here means "was on desktop".
      on: {
        'layout.resize': [
          { guard: and(['mobileWidth', 'onDesktop']), target: '.closedWithoutAnimation' },
          { guard: and([not('mobileWidth'), not('onDesktop'), 'storedClosed']), target: '.closedWithoutAnimation' },
          { guard: and([not('mobileWidth'), not('onDesktop')]), target: '.opened' },
        ],
        'sidebar.close': [
          { guard: and(['onDesktop', 'withoutAnimation']), target: '.closedWithoutAnimation', actions: 'rememberClosed' },
          { guard: 'onDesktop', target: '.closed', actions: 'rememberClosed' },
          { guard: 'withoutAnimation', target: '.closedWithoutAnimation' },
          { target: '.closed' },
        ],
      },
      states: {
        restoring: {
          always: [{ guard: 'startsMobile', target: 'closedWithoutAnimation' }, { guard: 'storedClosed', target: 'closed' }, { target: 'opened' }],
        },
        opened: {
          on: {
            'sidebar.toggle': [{ guard: 'onDesktop', target: 'closed', actions: 'rememberClosed' }, { target: 'closed' }],
            'layout.navigate': { guard: not('onDesktop'), target: 'closed' },
          },
        },
        closed: {
          on: { 'sidebar.toggle': [{ guard: 'onDesktop', target: 'opened', actions: 'rememberOpened' }, { target: 'opened' }] },
        },
        closedWithoutAnimation: {
          on: { 'sidebar.toggle': [{ guard: 'onDesktop', target: 'opened', actions: 'rememberOpened' }, { target: 'opened' }] },
        },
      },
    },
  },
});

export type LayoutSnapshot = SnapshotFrom<typeof layoutMachine>;

export interface LayoutView {
  readonly device: Device;
  readonly sidebarOpened: boolean;
  /** Apply the change without the collapse animation. */
  readonly withoutAnimation: boolean;
}

/** What the shell renders from a layout snapshot. */
export function selectLayout(snapshot: LayoutSnapshot): LayoutView {
  return {
    device: snapshot.matches({ device: 'mobile' }) ? 'mobile' : 'desktop',
    sidebarOpened: snapshot.matches({ sidebar: 'opened' }),
    withoutAnimation: snapshot.matches({ sidebar: 'closedWithoutAnimation' }),
  };
}
