import { APP_TITLE_KEY, decide, pageTitle, type GuardState, type RouteDef } from '@eticket/core/navigation';
import { sessionSelectors, type SessionSnapshot } from '@eticket/core/session';
import { shallowEqual } from '@xstate/react';
import { lazy, Suspense, use, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSessionSelector } from '../actors/session-context';
import { useLocale, useT } from '../i18n/i18n-context';
import { loadMessages } from '../i18n/load-messages';
import { PageFallback } from '../components/ui/page-fallback';
import { BootError } from '../shell/boot-error';
import { GlobalDialogs } from './global-dialogs';
import { PAGES } from './pages';

const loadShell = () => import('../shell/app-shell');
const AppShell = lazy(loadShell);

/** The shell with its texts: both chunks are fetched in parallel, the shell renders once both are in. */
function SignedIn({ route, active, title }: { route: RouteDef; active: boolean; title: RouteDef | null }) {
  const locale = useLocale();
  const texts = loadMessages(locale, 'app');
  void loadShell();
  use(texts);
  return (
    <>
      <DocumentTitle route={title} />
      <AppShell route={route} active={active} />
    </>
  );
}

/** Navigation rule 2: the translated route title + the application title (set once the texts are in). */
function DocumentTitle({ route }: { route: RouteDef | null }) {
  const t = useT();
  useEffect(() => {
    if (route !== null) document.title = pageTitle(route, t, t(APP_TITLE_KEY));
  }, [route, t]);
  return null;
}

const selectGuardState = (s: SessionSnapshot): GuardState => ({
  configLoaded: sessionSelectors.configLoaded(s),
  loggedIn: sessionSelectors.isLoggedIn(s),
  grantedPolicies: sessionSelectors.grantedPolicies(s),
  features: sessionSelectors.features(s),
  side: sessionSelectors.side(s),
});


/**
 * The router adapter: every location goes through the core's guard (`decide`), whose redirects are
 * applied with `replace`; an allowed route renders its page (public) or the shell around it.
 * While a redirect is being applied the previous screen stays, so the shell never blinks.
 */
export function App() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const guardState = useSessionSelector(selectGuardState, shallowEqual);
  const configFailed = useSessionSelector(sessionSelectors.configFailed);
  const decision = useMemo(() => decide({ path, search, hash: window.location.hash }, guardState), [path, search, guardState]);

  const [lastAllowed, setLastAllowed] = useState<RouteDef | null>(null);
  if (decision.kind === 'allow' && decision.route !== lastAllowed) setLastAllowed(decision.route);

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  const titled = decision.kind === 'allow' ? decision.route : null;
  if (!guardState.configLoaded && configFailed) return <BootError />;
  const route = decision.kind === 'allow' ? decision.route : lastAllowed;
  if (route === null) return <PageFallback />;
  const Page = route.public === true ? PAGES[route.name] : undefined;
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        {route.public === true ? (
          <>
            <DocumentTitle route={titled} />
            {Page === undefined ? null : <Page />}
          </>
        ) : (
          <SignedIn route={route} active={decision.kind === 'allow'} title={titled} />
        )}
      </Suspense>
      <GlobalDialogs />
    </>
  );
}
