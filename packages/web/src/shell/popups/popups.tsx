import { Badge, Box, Button, DataList, Heading, HStack, Menu, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@eticket/core/format';
import { ROUTE_TABLE, canOpenRoute, routeHref, type MenuItem, type TagView } from '@eticket/core/navigation';
import { useRef, type RefObject } from 'react';
import { LuKeyRound, LuLogOut } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { useAccess } from '../../actors/session-context';
import type { NoticeList } from '../../kit/api';
import { FullUiProvider } from '../../components/ui/full-provider';
import { useT } from '../../i18n/i18n-context';
import { ChangePasswordDialog as ChangePasswordDialogInner } from '../dialogs/change-password-dialog';
import type { SessionInfo } from '../../actors/use-session-info';
import { AnchoredPopover } from './anchored-popover';

/** Notices of type 1 are join applications: they can be agreed to or rejected (§4, §7). */
const JOIN_APPLICATION = 1;

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
}

export function NoticePanel({ notices, busy, onDecide, ...panel }: PanelProps & {
  notices: NoticeList | null;
  busy: string | null;
  /** `id` is the join application's (the notice's related entity). */
  onDecide: (id: string, action: 'pass' | 'reject') => void;
}) {
  const t = useT();
  return (
    <FullUiProvider>
      <AnchoredPopover {...panel} width="96" testId="notice-box">
        <Box px="4" pt="4" pb="2">
          <HStack justify="space-between">
            <Heading as="h2" size="sm">
              {t('Shell.Navbar.Notices')}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {t('Shell.Navbar.NoticeCount', { count: notices?.totalCount ?? 0 })}
            </Text>
          </HStack>
        </Box>
        <Box maxH="96" overflowY="auto" px="4" pb="4" pt="1">
          {notices === null || notices.items.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="6">
              {t('Shell.Navbar.NoNotices')}
            </Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {notices.items.map((notice) => (
                <Box as="li" key={notice.id} borderWidth="1px" borderColor="border.muted" rounded="md" p="3" data-testid="notice-item">
                  <Text fontWeight="semibold" fontSize="sm">
                    {notice.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" mt="1" whiteSpace="pre-line">
                    {notice.content}
                  </Text>
                  {notice.handled === true && (
                    <Badge mt="2" size="sm" colorPalette="gray" variant="subtle">
                      {t('Web.Notice.Handled')}
                    </Badge>
                  )}
                  {notice.type === JOIN_APPLICATION && notice.handled !== true && notice.relatedEntityId != null && (
                    <HStack mt="3" gap="2" justify="flex-end">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={busy !== null}
                        loading={busy === notice.relatedEntityId}
                        onClick={() => {
                          onDecide(notice.relatedEntityId ?? notice.id, 'reject');
                        }}
                      >
                        {t('Shell.Navbar.Reject')}
                      </Button>
                      <Button
                        size="xs"
                        colorPalette="brand"
                        disabled={busy !== null}
                        loading={busy === notice.relatedEntityId}
                        onClick={() => {
                          onDecide(notice.relatedEntityId ?? notice.id, 'pass');
                        }}
                      >
                        {t('Shell.Navbar.Agree')}
                      </Button>
                    </HStack>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </AnchoredPopover>
    </FullUiProvider>
  );
}

export function CompanyPanel({ info, ...panel }: PanelProps & { info: SessionInfo }) {
  const t = useT();
  const access = useAccess();
  const tenant = info.user?.tenantInfo ?? null;
  return (
    <FullUiProvider>
      <AnchoredPopover {...panel} testId="company-popover">
        <Box p="4">
          <DataList.Root orientation="horizontal" size="sm" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t('Shell.Dashboard.Company')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{tenant?.name ?? info.tenantName ?? ''}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('Shell.Company.UserQuota')}</DataList.ItemLabel>
              <DataList.ItemValue>{tenant === null ? '—' : t('Shell.Company.UserQuotaValue', { count: tenant.maxUserQuantity })}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('Shell.Company.ExpiryDate')}</DataList.ItemLabel>
              <DataList.ItemValue>{tenant?.expireDate == null ? t('Expiry.Never') : formatDate(tenant.expireDate)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {canOpenRoute(ROUTE_TABLE, 'RentPrice', access) && (
            <Button
              asChild
              size="sm"
              colorPalette="brand"
              w="full"
              mt="4"
              onClick={() => {
                panel.onOpenChange(false);
              }}
            >
              <RouterLink href={routeHref('RentPrice')}>{t('Shell.Company.Upgrade')}</RouterLink>
            </Button>
          )}
        </Box>
      </AnchoredPopover>
    </FullUiProvider>
  );
}

export function UserPanel({ info, onChangePassword, onLogout, ...panel }: PanelProps & {
  info: SessionInfo;
  onChangePassword: () => void;
  onLogout: () => void;
}) {
  const t = useT();
  return (
    <FullUiProvider>
      <AnchoredPopover {...panel} width="64" testId="user-popover">
        <Box p="3">
          <DataList.Root orientation="horizontal" size="sm" gap="2" px="2" py="1">
            <DataList.Item>
              <DataList.ItemLabel minW="16">{t('Shell.Navbar.Name')}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{info.user?.name ?? ''}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="16">{t('Shell.Navbar.UserName')}</DataList.ItemLabel>
              <DataList.ItemValue>{info.user?.userName ?? ''}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Separator my="2" />
          <Stack gap="0.5">
            <Button variant="ghost" size="sm" justifyContent="flex-start" onClick={onChangePassword}>
              <LuKeyRound />
              {t('Shell.Navbar.ChangePassword')}
            </Button>
            <Button variant="ghost" size="sm" justifyContent="flex-start" onClick={onLogout} data-testid="logout">
              <LuLogOut />
              {t('Shell.Navbar.Logout')}
            </Button>
          </Stack>
        </Box>
      </AnchoredPopover>
    </FullUiProvider>
  );
}

export function ChangePasswordDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <FullUiProvider>
      <ChangePasswordDialogInner {...props} />
    </FullUiProvider>
  );
}

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** The tag's context menu (Refresh, Close, Close others, Close all), opened where the pointer was. */
export function TagMenu({ view, point, onAction, onClose }: {
  view: TagView;
  point: { x: number; y: number };
  onAction: (action: TagAction) => void;
  onClose: () => void;
}) {
  const t = useT();
  const anchor = useRef<HTMLDivElement>(null);
  return (
    <FullUiProvider>
      {/* A zero-size box at the pointer: the menu opens where the user right-clicked. */}
      <Portal>
        <Box ref={anchor} position="fixed" left={`${point.x}px`} top={`${point.y}px`} w="0" h="0" pointerEvents="none" aria-hidden />
      </Portal>
      <Menu.Root
        open
        positioning={{ placement: 'bottom-start', gutter: 2, getAnchorElement: () => anchor.current }}
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
        onSelect={(e) => {
          onAction(e.value as TagAction);
        }}
      >
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="32" data-testid="tag-menu">
              <Menu.Item value="refresh">{t('Shell.TagsView.Refresh')}</Menu.Item>
              {!view.affix && <Menu.Item value="close">{t('Shell.TagsView.Close')}</Menu.Item>}
              <Menu.Item value="closeOthers">{t('Shell.TagsView.CloseOthers')}</Menu.Item>
              <Menu.Item value="closeAll">{t('Shell.TagsView.CloseAll')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </FullUiProvider>
  );
}

/** A closed sidebar shows a group as an icon; clicking it opens this flyout of the group's pages. */
export function GroupFlyout({ item, activePath, anchor, onClose }: {
  item: MenuItem;
  activePath: string | null;
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <FullUiProvider>
      <Menu.Root
        open
        positioning={{ placement: 'right-start', gutter: 4, getAnchorElement: () => anchor.current }}
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
      >
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t(item.title)}</Menu.ItemGroupLabel>
                {(item.children ?? []).map((child) => (
                  <Menu.Item key={child.key} value={child.key} asChild>
                    <RouterLink href={child.path} aria-current={child.path === activePath ? 'page' : undefined}>
                      {t(child.title)}
                    </RouterLink>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </FullUiProvider>
  );
}
