import { Box, Flex, Text } from '@chakra-ui/react';
import { ROUTE_TABLE, SIDEBAR_WIDTH, buildMenu, currentRouteSelectors, type MenuItem } from '@eticket/core/navigation';
import { useMemo, useRef, useState } from 'react';
import { LuChevronDown, LuTicket } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { useCurrentRoute } from '../actors/current-route-context';
import { useLayout, useLayoutRef } from '../actors/layout-context';
import { useAccess } from '../actors/session-context';
import { useT } from '../i18n/i18n-context';
import { usePopups } from './popups/use-popups';
import { ROUTE_ICONS } from '../components/ui/route-icons';

/** Width of the closed desktop sidebar (icons only). */
export const SIDEBAR_COLLAPSED_WIDTH = 64;
const TRANSITION = 'width 0.28s, transform 0.28s';

function ItemIcon({ item }: { item: MenuItem }) {
  const Icon = item.icon === undefined ? null : ROUTE_ICONS[item.icon];
  return (
    <Box as="span" display="inline-grid" placeItems="center" boxSize="5" flexShrink="0" aria-hidden>
      {Icon !== null && <Icon size="18" />}
    </Box>
  );
}

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  py: '2',
  px: '5',
  w: 'full',
  color: 'sidebar.fg',
  fontSize: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'sidebar.hover', color: 'sidebar.activeFg', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

/** Open, a label wraps rather than being cut (English labels outgrow 210 px); closed, the item's title shows it. */
const labelStyles = { whiteSpace: 'normal', lineHeight: 'short', overflowWrap: 'anywhere' } as const;

function LeafLink({ item, active, collapsed, nested }: { item: MenuItem; active: boolean; collapsed: boolean; nested: boolean }) {
  const t = useT();
  const title = t(item.title);
  const link = (
    <Box
      asChild
      {...itemStyles}
      ps={nested && !collapsed ? '12' : '5'}
      bg={active ? 'sidebar.activeBg' : nested ? 'sidebar.nestedBg' : undefined}
      color={active ? 'sidebar.activeFg' : 'sidebar.fg'}
      fontWeight={active ? 'semibold' : 'normal'}
      _hover={{ bg: active ? 'sidebar.activeBg' : 'sidebar.hover', color: 'sidebar.activeFg' }}
    >
      <RouterLink href={item.path} aria-current={active ? 'page' : undefined} data-menu-key={item.key} title={collapsed ? title : undefined}>
        <ItemIcon item={item} />
        {collapsed ? <Text srOnly>{title}</Text> : <Text as="span" {...labelStyles}>{title}</Text>}
      </RouterLink>
    </Box>
  );
  return link;
}

function GroupItem({
  item,
  activePath,
  collapsed,
  open,
  onToggle,
}: {
  item: MenuItem;
  activePath: string | null;
  collapsed: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const children = item.children ?? [];
  const containsActive = children.some((c) => c.path === activePath);
  const listId = `menu-${item.key}`;
  if (collapsed) return <CollapsedGroup item={item} activePath={activePath} containsActive={containsActive} />;
  return (
    <>
      <Box
        as="button"
        {...itemStyles}
        color={containsActive ? 'sidebar.activeFg' : 'sidebar.fg'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <ItemIcon item={item} />
        <Text as="span" flex="1" textAlign="start" {...labelStyles}>
          {t(item.title)}
        </Text>
        <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden>
          <LuChevronDown />
        </Box>
      </Box>
      {/* A closed group's pages mount when it opens: hidden links are a quarter of the shell's first render. */}
      <Box as="ul" id={listId} listStyleType="none" hidden={!open}>
        {open && children.map((child) => (
          <li key={child.key}>
            <LeafLink item={child} active={child.path === activePath} collapsed={false} nested />
          </li>
        ))}
      </Box>
    </>
  );
}

/** A closed sidebar shows a group as an icon button; its pages open in a flyout menu. */
function CollapsedGroup({ item, activePath, containsActive }: { item: MenuItem; activePath: string | null; containsActive: boolean }) {
  const t = useT();
  const anchor = useRef<HTMLButtonElement>(null);
  const [popups, ensurePopups] = usePopups();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box
        as="button"
        ref={anchor}
        {...itemStyles}
        color={containsActive ? 'sidebar.activeFg' : 'sidebar.fg'}
        aria-label={t(item.title)}
        title={t(item.title)}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={ensurePopups}
        onFocus={ensurePopups}
        onClick={() => {
          ensurePopups();
          setOpen(true);
        }}
      >
        <ItemIcon item={item} />
      </Box>
      {popups !== null && open && (
        <popups.GroupFlyout
          item={item}
          activePath={activePath}
          anchor={anchor}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/**
 * The sidebar from the core's `buildMenu` (hidden, ungranted and empty entries already removed). 210 px
 * open; icons only when closed on desktop; a drawer on phones (the layout machine closes it on navigation).
 */
export function Sidebar() {
  const t = useT();
  const access = useAccess();
  const layout = useLayout();
  const layoutRef = useLayoutRef();
  const menu = useMemo(() => buildMenu(ROUTE_TABLE, access), [access]);
  const activePath = useCurrentRoute(currentRouteSelectors.activeMenu);
  const mobile = layout.device === 'mobile';
  const collapsed = !mobile && !layout.sidebarOpened;

  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  // The group holding the current page opens by itself (derived from the current route, never stored).
  const activeGroup = menu.find((item) => item.children?.some((c) => c.path === activePath))?.path ?? null;
  const [seenActiveGroup, setSeenActiveGroup] = useState<string | null>(null);
  if (activeGroup !== seenActiveGroup) {
    setSeenActiveGroup(activeGroup);
    if (activeGroup !== null && !openGroups.has(activeGroup)) setOpenGroups(new Set([...openGroups, activeGroup]));
  }

  const width = mobile ? SIDEBAR_WIDTH : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const hiddenDrawer = mobile && !layout.sidebarOpened;
  // On a phone the menu mounts when the drawer first opens: closed, it was ~40 % of the dashboard's elements,
  // rendered and styled on every cold load for nothing. Once mounted it stays, so closing slides it out whole.
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (!hiddenDrawer && mobile && !drawerOpened) setDrawerOpened(true);
  const showMenu = !mobile || drawerOpened;
  return (
    <>
      {mobile && layout.sidebarOpened && (
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.500"
          zIndex="overlay"
          data-testid="sidebar-backdrop"
          onClick={() => {
            layoutRef.send({ type: 'sidebar.close' });
          }}
        />
      )}
      <Flex
        as="nav"
        aria-label={t('Shell.Sidebar.Label')}
        data-testid="sidebar"
        data-state={layout.sidebarOpened ? 'open' : 'closed'}
        data-device={layout.device}
        direction="column"
        position="fixed"
        insetStart="0"
        top="0"
        bottom="0"
        zIndex={mobile ? 'modal' : 'sticky'}
        w={`${width}px`}
        bg="sidebar.bg"
        color="sidebar.fg"
        overflowX="hidden"
        overflowY="auto"
        transform={hiddenDrawer ? `translateX(-${SIDEBAR_WIDTH}px)` : undefined}
        transition={layout.withoutAnimation ? 'none' : TRANSITION}
        inert={hiddenDrawer}
        css={{ scrollbarWidth: 'thin' }}
      >
        <Flex align="center" gap="2.5" h="14" px="5" flexShrink="0" color="white" overflow="hidden">
          <Box display="grid" placeItems="center" boxSize="7" rounded="md" bg="brand.solid" flexShrink="0" aria-hidden>
            <LuTicket size="16" />
          </Box>
          {!collapsed && (
            <Text fontWeight="bold" letterSpacing="wide" truncate>
              {t('App.Title')}
            </Text>
          )}
        </Flex>
        <Box as="ul" listStyleType="none" pb="6">
          {showMenu && menu.map((item) => (
            <li key={item.key}>
              {item.children === undefined ? (
                <LeafLink item={item} active={item.path === activePath} collapsed={collapsed} nested={false} />
              ) : (
                <GroupItem
                  item={item}
                  activePath={activePath}
                  collapsed={collapsed}
                  open={openGroups.has(item.path)}
                  onToggle={() => {
                    const next = new Set(openGroups);
                    if (next.has(item.path)) next.delete(item.path);
                    else next.add(item.path);
                    setOpenGroups(next);
                  }}
                />
              )}
            </li>
          ))}
        </Box>
      </Flex>
    </>
  );
}

/** The space the main column leaves for the sidebar. */
export function useSidebarOffset(): number {
  const layout = useLayout();
  if (layout.device === 'mobile') return 0;
  return layout.sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
}
