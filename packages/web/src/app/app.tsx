import { APP_TITLE_KEY, currentRouteSelectors, pageTitle, type RouteDef } from '@eticket/core/navigation';
import { sessionSelectors } from '@eticket/core/session';
import { Suspense, use, useDeferredValue, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCurrentRoute } from '../actors/current-route-context';
import { useSessionSelector } from '../actors/session-context';
import { useLocale, useT } from '../i18n/i18n-context';
import { loadMessages } from '../i18n/load-messages';
import { loadable } from '../components/ui/loadable';
import { PageFallback } from '../components/ui/page-fallback';
import { BootError } from '../shell/boot-error';
import { FirstFrameDone, isFirstScreenShown } from './first-frame';
import { GlobalDialogs } from './global-dialogs';
import { PAGES } from './pages';

const AppShell = loadable(() => import('../shell/app-shell'));

/** The first screen's page by route name: loaded while the shell loads, so both appear in one commit. */
const firstPages = new Map<string, Promise<unknown>>();
function firstPage(route: RouteDef): Promise<unknown> {
  let promise = firstPages.get(route.name);
  if (promise === undefined) {
    // A page that fails to load fails in the page area, as on any later navigation, not instead of the shell.
    promise = AppShell.load().then(({ loadPage }) => loadPage(route)).catch(() => undefined);
    firstPages.set(route.name, promise);
  }
  return promise;
}

/** The shell with its texts: both chunks are fetched in parallel, the shell renders once both are in. */
function SignedIn({ route, active, title }: { route: RouteDef; active: boolean; title: string | null }) {
  const locale = useLocale();
  const texts = loadMessages(locale, 'app');
  void AppShell.load();
  use(texts);
  // Before the first screen this render is deferred and no Suspense boundary above it has shown a fallback,
  // so waiting here shows nothing new (index.html's first frame stays): the shell then commits with its page.
  if (!isFirstScreenShown()) use(firstPage(route));
  return (
    <>
      <DocumentTitle title={title} />
      <AppShell route={route} active={active} />
      <FirstFrameDone />
    </>
  );
}

/** Navigation rule 2: the translated route title + the application title (set once the texts are in). */
function DocumentTitle({ title }: { title: string | null }) {
  const t = useT();
  useEffect(() => {
    if (title !== null) document.title = pageTitle({ title }, t, t(APP_TITLE_KEY));
  }, [title, t]);
  return null;
}



/**
 * The router adapter: the current-route actor puts every location through the core's guard, whose
 * redirects are applied here with `replace`; an allowed route renders its page (public) or the shell around
 * it. While a redirect is being applied the previous screen stays (the actor's `shown`), so the shell never blinks.
 */
export function App() {
  const [, navigate] = useLocation();
  const decision = useCurrentRoute(currentRouteSelectors.decision);
  const routeNow = useCurrentRoute(currentRouteSelectors.shown);
  const deferredRoute = useDeferredValue(routeNow);
  const route = isFirstScreenShown() ? routeNow : deferredRoute;
  const configLoaded = useSessionSelector(sessionSelectors.configLoaded);
  const configFailed = useSessionSelector(sessionSelectors.configFailed);

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  const titled = decision.kind === 'allow' ? decision.title : null;
  if (!configLoaded && configFailed) {
    return (
      <>
        <BootError />
        <FirstFrameDone />
      </>
    );
  }
  const Page = route?.public === true ? PAGES[route.name] : undefined;
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        {route === null ? (
          <PageFallback />
        ) : route.public === true ? (
          <>
            <DocumentTitle title={titled} />
            {Page === undefined ? null : <Page />}
            <FirstFrameDone />
          </>
        ) : (
          <SignedIn route={route} active={decision.kind === 'allow'} title={titled} />
        )}
      </Suspense>
      <GlobalDialogs />
    </>
  );
}
