import { currentRouteMachine, type GuardState } from '@eticket/core/navigation';
import { sessionSelectors, type SessionSnapshot } from '@eticket/core/session';
import { createActorContext, shallowEqual } from '@xstate/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSessionSelector } from './session-context';

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

/** Feeds the actor the router's location and the session's access (before paint, so no frame is stale). */
function FollowRouterAndSession() {
  const actor = CurrentRouteActor.useActorRef();
  const [path] = useLocation();
  const search = useSearch();
  const access = useSessionSelector(selectGuardState, shallowEqual);
  useLayoutEffect(() => {
    actor.send({ type: 'route.locate', location: { path, search, hash: window.location.hash } });
  }, [actor, path, search]);
  useLayoutEffect(() => {
    actor.send({ type: 'route.access', access });
  }, [actor, access]);
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
