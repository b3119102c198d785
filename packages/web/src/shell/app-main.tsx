import { Box } from '@chakra-ui/react';
import { currentRouteSelectors, findRouteByName, ROUTE_TABLE, type RouteDef } from '@eticket/core/navigation';
import { Activity, Suspense } from 'react';
import { useCurrentRoute } from '../actors/current-route-context';
import { useTagsSelector } from '../actors/tags-context';
import { PageFallback } from '../components/ui/page-fallback';
import { shellPage } from './shell-pages';

function ShellPage({ route }: { route: RouteDef }) {
  const Page = shellPage(route.name);
  return (
    <Suspense fallback={<PageFallback />}>
      <Page route={route} />
    </Suspense>
  );
}

/**
 * The page area (§2): pages whose names the tags view caches stay mounted inside React's <Activity>
 * (hidden, state kept, effects paused); `noCache` pages are rendered afresh on every visit. While the
 * guard is redirecting (`active` false) no page is visible, so a tab refresh through /redirect unmounts
 * the page before it mounts again.
 */
export function AppMain({ route, active }: { route: RouteDef; active: boolean }) {
  const cachedViews = useTagsSelector((s) => s.context.cachedViews);
  const { path } = useCurrentRoute(currentRouteSelectors.location);
  const current = active ? route : null;
  const names = current !== null && current.noCache !== true && !cachedViews.includes(current.name) ? [...cachedViews, current.name] : cachedViews;
  return (
    <Box as="main" id="main-content" flex="1" minW="0" p={{ base: '3', md: '5' }}>
      {names.map((name) => {
        const cached = name === current?.name ? current : findRouteByName(ROUTE_TABLE, name)?.route;
        if (cached === undefined) return null;
        return (
          <Activity key={name} mode={name === current?.name ? 'visible' : 'hidden'} name={name}>
            <ShellPage route={cached} />
          </Activity>
        );
      })}
      {current?.noCache === true && <ShellPage key={`${current.name}:${path}`} route={current} />}
    </Box>
  );
}
