import { assertEvent, assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { KeyValueStorage } from '../ports/storage';
import { ROUTE_TABLE } from './route-table';
import type { AccessContext, RouteDef } from './route-table.types';
import {
  addView,
  affixTagViews,
  closeAllViews,
  closeOtherViews,
  closeView,
  createTagsState,
  isTaggable,
  refreshView,
  restoreTagsState,
  serializeTagViews,
  tagViewFor,
  tagViewOf,
  type TagsTransition,
  type TagsViewState,
} from './tags-view';

/** Whose tabs these are: tabs are kept per user and tenant, so a shared browser never mixes them. */
export interface TagsOwner {
  readonly userId: string;
  /** null on the host side. */
  readonly tenantId: string | null;
}

export const TAGS_VIEW_STORAGE_PREFIX = 'tags_view';

/** Storage key of an owner's tabs: `tags_view:<tenantId|host>:<userId>`. */
export function tagsViewStorageKey(owner: TagsOwner): string {
  return `${TAGS_VIEW_STORAGE_PREFIX}:${owner.tenantId ?? 'host'}:${owner.userId}`;
}

export interface TagsViewInput {
  /** Where tabs survive a reload: sessionStorage in the web (one tab bar per browser tab). */
  readonly storage: KeyValueStorage;
  readonly routes?: readonly RouteDef[];
}

export interface TagsViewContext extends TagsViewState {
  readonly routes: readonly RouteDef[];
  readonly storage: KeyValueStorage;
  /** null while nobody is signed in: nothing is persisted. */
  readonly storageKey: string | null;
  readonly access: AccessContext;
}

export type TagsViewEvent =
  /** A page was entered (after the guard allowed it): add or update its tab. */
  /** The current page's tab; `route` when the current-route actor already matched the path. */
  | { type: 'tag.add'; path: string; search?: string; hash?: string; route?: RouteDef }
  | { type: 'tag.close'; path: string }
  | { type: 'tag.closeOthers'; path: string }
  | { type: 'tag.closeAll' }
  | { type: 'tag.refresh'; path: string }
  /**
   * Sign-in, sign-out, tenant switch or reloaded configuration: start over with the pinned tabs, then
   * restore the owner's stored tabs that `access` still permits. `owner: null` = signed out.
   */
  | { type: 'tags.reset'; owner: TagsOwner | null; access: AccessContext };

/** Emitted when the user must move (closing the current tab, close others, refresh): apply with the router. */
export type TagsViewEmitted = { type: 'tags.navigate'; to: string };

const ANONYMOUS: AccessContext = { grantedPolicies: {}, features: {}, side: null };

const stateOf = (context: TagsViewContext): TagsViewState => ({
  visitedViews: context.visitedViews,
  cachedViews: context.cachedViews,
  activePath: context.activePath,
});

function transitionFor(state: TagsViewState, event: TagsViewEvent): TagsTransition | null {
  switch (event.type) {
    case 'tag.close':
      return closeView(state, event.path);
    case 'tag.closeOthers':
      return closeOtherViews(state, event.path);
    case 'tag.closeAll':
      return closeAllViews(state);
    case 'tag.refresh':
      return refreshView(state, event.path);
    default:
      return null;
  }
}

/**
 * The tag bar (VEA tagsView, product-spec §2): wraps the pure reducer of tags-view.ts, persists the tabs
 * per owner through the storage port, and emits `tags.navigate` where the user has to move.
 */
export const tagsViewMachine = setup({
  types: {
    context: {} as TagsViewContext,
    input: {} as TagsViewInput,
    events: {} as TagsViewEvent,
    emitted: {} as TagsViewEmitted,
  },
  actions: {
    addView: assign(({ context, event }) => {
      assertEvent(event, 'tag.add');
      const view = event.route === undefined ? tagViewFor(context.routes, event) : isTaggable(event.route) ? tagViewOf(event.route, event) : null;
      return view === null ? {} : addView(stateOf(context), view);
    }),
    applyTransition: enqueueActions(({ context, event, enqueue }) => {
      const transition = transitionFor(stateOf(context), event);
      if (transition === null) return;
      enqueue.assign({ ...transition.state });
      if (transition.navigateTo !== null) enqueue.emit({ type: 'tags.navigate', to: transition.navigateTo });
    }),
    reset: assign(({ context, event }) => {
      assertEvent(event, 'tags.reset');
      const storageKey = event.owner === null ? null : tagsViewStorageKey(event.owner);
      const stored = storageKey === null ? null : context.storage.getItem(storageKey);
      return { ...restoreTagsState(context.routes, event.access, stored), storageKey, access: event.access };
    }),
    persist: ({ context }) => {
      if (context.storageKey === null) return;
      try {
        context.storage.setItem(context.storageKey, serializeTagViews(context));
      } catch {
        // Best effort: a full or blocked storage must not break the tag bar.
      }
    },
  },
}).createMachine({
  id: 'tags-view',
  context: ({ input }) => {
    const routes = input.routes ?? ROUTE_TABLE;
    return {
      ...createTagsState(affixTagViews(routes, ANONYMOUS)),
      routes,
      storage: input.storage,
      storageKey: null,
      access: ANONYMOUS,
    };
  },
  on: {
    'tag.add': { actions: ['addView', 'persist'] },
    'tag.close': { actions: ['applyTransition', 'persist'] },
    'tag.closeOthers': { actions: ['applyTransition', 'persist'] },
    'tag.closeAll': { actions: ['applyTransition', 'persist'] },
    'tag.refresh': { actions: ['applyTransition', 'persist'] },
    'tags.reset': { actions: ['reset', 'persist'] },
  },
});

export type TagsViewSnapshot = SnapshotFrom<typeof tagsViewMachine>;
