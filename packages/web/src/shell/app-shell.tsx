import { Box, Flex } from '@chakra-ui/react';
import { currentRouteSelectors, type RouteDef } from '@eticket/core/navigation';
import { useEffect } from 'react';
import { useCurrentRoute } from '../actors/current-route-context';
import { LayoutProvider, useLayout, useLayoutRef } from '../actors/layout-context';
import { TagsProvider, TagsSync } from '../actors/tags-context';
import { ShellUiProvider } from '../components/ui/shell-provider';
import { AppMain } from './app-main';
import { shellPage } from './shell-pages';
import { BrowserBanner } from './browser-banner';
import { Navbar } from './navbar/navbar';
import { Sidebar, useSidebarOffset } from './sidebar';
import { TagsView } from './tags-view';
import { UpdateBanner } from './update-banner';

/** Tell the layout machine about every navigation (it closes the mobile drawer). */
function LayoutNavigation() {
  const layout = useLayoutRef();
  const { path } = useCurrentRoute(currentRouteSelectors.location);
  useEffect(() => {
    layout.send({ type: 'layout.navigate' });
  }, [layout, path]);
  return null;
}

function Frame({ route, active }: { route: RouteDef; active: boolean }) {
  const offset = useSidebarOffset();
  const { withoutAnimation } = useLayout();
  return (
    <>
      <Sidebar />
      <Flex direction="column" minH="100dvh" ms={`${offset}px`} transition={withoutAnimation ? 'none' : 'margin 0.28s'} bg="bg.canvas">
        <BrowserBanner />
        <UpdateBanner />
        <Box position="sticky" top="0" zIndex="docked">
          <Navbar />
          <TagsView />
        </Box>
        <AppMain route={route} active={active} />
      </Flex>
    </>
  );
}

/** The signed-in layout (§2): sidebar, navbar with breadcrumb, tags view and the kept-alive page area. */
export default function AppShell({ route, active }: { route: RouteDef; active: boolean }) {
  return (
    <ShellUiProvider>
      <LayoutProvider>
        <TagsProvider>
          <TagsSync />
          <LayoutNavigation />
          <Frame route={route} active={active} />
        </TagsProvider>
      </LayoutProvider>
    </ShellUiProvider>
  );
}

/** Loads the page a route shows inside the shell (the first screen waits for it: shell and page appear together). */
export function loadPage(route: RouteDef): Promise<unknown> {
  return shellPage(route.name).load();
}
