import { currentRouteSelectors, tagsViewMachine, type AccessContext, type TagsOwner, type TagsViewSnapshot } from '@eticket/core/navigation';
import { sessionSelectors, type SessionSnapshot } from '@eticket/core/session';
import { createActorContext, shallowEqual } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useCurrentRoute } from './current-route-context';
import { useAccess, useSessionSelector } from './session-context';

const TagsActor = createActorContext(tagsViewMachine);

export const useTagsRef = TagsActor.useActorRef;
export const useTagsSelector = TagsActor.useSelector;

const selectOwner = (s: SessionSnapshot): TagsOwner | null => {
  const config = s.context.appConfig;
  if (!sessionSelectors.isLoggedIn(s) || config === null) return null;
  const userId = config.currentUser.id ?? config.currentUser.userName ?? null;
  return userId === null ? null : { userId, tenantId: config.currentTenant.id ?? null };
};

interface ResetInput {
  owner: TagsOwner | null;
  access: AccessContext;
}

/**
 * A value that changes only when the user or what they may see changes: a configuration reload (e.g.
 * after a language switch) builds new objects with equal content, and must not close the kept-alive pages.
 */
function resetKeyOf(owner: TagsOwner | null, access: AccessContext): string {
  const granted = Object.keys(access.grantedPolicies).filter((k) => access.grantedPolicies[k] === true).sort();
  const features = Object.entries(access.features).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ owner, side: access.side, granted, features });
}

function fromResetKey(key: string): ResetInput {
  const parsed = JSON.parse(key) as { owner: TagsOwner | null; side: AccessContext['side']; granted: string[]; features: [string, string][] };
  return {
    owner: parsed.owner,
    access: {
      side: parsed.side,
      grantedPolicies: Object.fromEntries(parsed.granted.map((name) => [name, true])),
      features: Object.fromEntries(parsed.features),
    },
  };
}

/**
 * Keeps the tab bar in step with the session and the location: start over (restoring the owner's stored
 * tabs) when the user or their access changes, and add the current page's tab on every allowed visit.
 */
export function TagsSync() {
  const tags = TagsActor.useActorRef();
  const owner = useSessionSelector(selectOwner, shallowEqual);
  const access = useAccess();
  const active = useCurrentRoute(currentRouteSelectors.active);
  const route = useCurrentRoute(currentRouteSelectors.shown);
  const { path, search, hash } = useCurrentRoute(currentRouteSelectors.location);
  const key = resetKeyOf(owner, access);
  const [resetKey, setResetKey] = useState<string | null>(null);
  useEffect(() => {
    tags.send({ type: 'tags.reset', ...fromResetKey(key) });
    setResetKey(key);
  }, [tags, key]);
  useEffect(() => {
    if (active && route !== null && resetKey !== null) tags.send({ type: 'tag.add', path, search, hash, route });
  }, [tags, active, route, path, search, hash, resetKey]);
  return null;
}

/** The tags machine asks the router to move (closing the current tab, close others, refresh). */
function FollowNavigation() {
  const tags = TagsActor.useActorRef();
  const [, navigate] = useLocation();
  useEffect(() => {
    const sub = tags.on('tags.navigate', (event) => {
      navigate(event.to);
    });
    return () => {
      sub.unsubscribe();
    };
  }, [tags, navigate]);
  return null;
}

/** The tags-view machine, tabs kept per user and tenant in sessionStorage (one tab bar per browser tab). */
export function TagsProvider({ children, storage }: { children: ReactNode; storage?: Storage }) {
  const input = useMemo(() => ({ storage: storage ?? window.sessionStorage }), [storage]);
  return (
    <TagsActor.Provider options={{ input }}>
      <FollowNavigation />
      {children}
    </TagsActor.Provider>
  );
}

export const selectTags = (s: TagsViewSnapshot) => ({
  visitedViews: s.context.visitedViews,
  cachedViews: s.context.cachedViews,
  activePath: s.context.activePath,
});
