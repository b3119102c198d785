import { currentRouteMachine, type GuardState } from '@eticket/core/navigation';
import { sessionSelectors, type SessionSnapshot } from '@eticket/core/session';
import { createActorContext, shallowEqual } from '@xstate/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSessionRef, useSessionSelector } from './session-context';

const CurrentRouteActor = createActorContext(currentRouteMachine);

/** The route the guard decided and the shell shows; select its parts with `currentRouteSelectors`. */
export const useCurrentRoute = CurrentRouteActor.useSelector;

const selectGuardState = (s: SessionSnapshot): GuardState => ({
  configLoaded: sessionSelectors.configLoaded(s),
  loggedIn: sessionSelectors.isLoggedIn(s),
  grantedPolicies: sessionSelectors.grantedPolicies(s),
  features: sessionSelectors.features(s),
  side: sessionSelectors.side(s),
});

/**
 * Feeds the actor the router's location (before paint) and the session's access. The access goes straight
 * from the session actor to this one, so a render never sees a session newer than the route decided for it.
 */
function FollowRouterAndSession() {
  const actor = CurrentRouteActor.useActorRef();
  const session = useSessionRef();
  const [path] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    actor.send({ type: 'route.locate', location: { path, search, hash: window.location.hash } });
  }, [actor, path, search]);
  useLayoutEffect(() => {
    let last = selectGuardState(session.getSnapshot());
    actor.send({ type: 'route.access', access: last });
    const subscription = session.subscribe((snapshot) => {
      const access = selectGuardState(snapshot);
      if (shallowEqual(access, last)) return;
      last = access;
      actor.send({ type: 'route.access', access });
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, session]);
  return null;
}

/** The one current-route actor of the app, inside the router and the session. */
export function CurrentRouteProvider({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const access = useSessionSelector(selectGuardState, shallowEqual);
  // The actor starts from the first location and access; later ones arrive as events.
  const [input] = useState(() => ({ location: { path, search, hash: window.location.hash }, access }));
  return (
    <CurrentRouteActor.Provider options={{ input }}>
      <FollowRouterAndSession />
      {children}
    </CurrentRouteActor.Provider>
  );
}
