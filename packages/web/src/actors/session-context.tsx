import { isFeatureEnabled, isGranted, type PermissionMode } from '@eticket/core/abp';
import type { AccessContext } from '@eticket/core/navigation';
import { sessionMachine, sessionSelectors, type LogoutInput, type SessionEvent, type SessionSnapshot } from '@eticket/core/session';
import { createActorContext, shallowEqual } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import type { WebApi } from '../kit/api';
import { sessionBridge } from '../app/session-bridge';

const SessionActor = createActorContext(sessionMachine);

export const useSessionSelector = SessionActor.useSelector;
export const useSessionRef = SessionActor.useActorRef;

const systemClock = { now: () => Date.now() };

export interface SessionProviderProps {
  api: WebApi;
  children: ReactNode;
  /** Reloads the page (tests pass a spy). */
  reload?: () => void;
  /** Router navigation outside components (tests pass a memory location's). */
  navigateTo?: (to: string) => void;
  storage?: Storage;
}

function BridgeAttach() {
  const ref = SessionActor.useActorRef();
  useEffect(() => {
    const send = (event: SessionEvent) => {
      ref.send(event);
    };
    return sessionBridge.attach(send);
  }, [ref]);
  return null;
}

/** The session machine with the real implementations (architecture §7.3). */
export function SessionProvider({ api, children, reload, navigateTo, storage }: SessionProviderProps) {
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          loadAppConfig: fromPromise(() => api.getAppConfig()),
          loadUserInfo: fromPromise(({ input }) => api.getSessionUser(input.side)),
          logout: fromPromise<unknown, LogoutInput>(() => api.logout()),
        },
        actions: {
          navigate: (_, params) => {
            if (navigateTo === undefined) navigate(params.to);
            else navigateTo(params.to);
          },
          reload: () => {
            if (reload === undefined) window.location.reload();
            else reload();
          },
        },
      }),
    [api, navigateTo, reload],
  );
  const input = useMemo(() => ({ storage: storage ?? window.localStorage, clock: systemClock }), [storage]);
  return (
    <SessionActor.Provider logic={logic} options={{ input }}>
      <BridgeAttach />
      {children}
    </SessionActor.Provider>
  );
}

const selectAccess = (s: SessionSnapshot): AccessContext => ({
  grantedPolicies: sessionSelectors.grantedPolicies(s),
  features: sessionSelectors.features(s),
  side: sessionSelectors.isLoggedIn(s) ? sessionSelectors.side(s) : null,
});

/** What the signed-in user may see: the input of the guard, menu and tags view. */
export function useAccess(): AccessContext {
  return useSessionSelector(selectAccess, shallowEqual);
}

export function useIsGranted(permission: string | readonly string[] | undefined, mode: PermissionMode = 'any'): boolean {
  return useSessionSelector((s) => isGranted(sessionSelectors.grantedPolicies(s), permission, mode));
}

export function useFeature(name: string): boolean {
  return useSessionSelector((s) => isFeatureEnabled(sessionSelectors.features(s), name));
}

export function useIsLoggedIn(): boolean {
  return useSessionSelector(sessionSelectors.isLoggedIn);
}
