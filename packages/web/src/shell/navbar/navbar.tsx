import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import { FeatureNames } from '@eticket/core/abp';
import { LuGift, LuPanelLeftClose, LuPanelLeftOpen, LuSmartphone } from 'react-icons/lu';
import { IfFeature } from '../../kit/can';
import { useLayout, useLayoutRef } from '../../actors/layout-context';
import { ColorModeButton } from '../../components/ui/color-mode';
import { useT } from '../../i18n/i18n-context';
import { AppBreadcrumb } from '../breadcrumb';
import { LanguageSelect } from '../../components/ui/language-select';
import { CompanyPopover } from './company-popover';
import { ExpiryNotice } from './expiry-notice';
import { NoticeBox } from './notice-box';
import { useSessionInfo } from '../../actors/use-session-info';
import { UserMenu } from './user-menu';

/** The top bar (§2): sidebar toggle, breadcrumb, then the navbar items in the spec's order. */
export function Navbar() {
  const t = useT();
  const layout = useLayout();
  const layoutRef = useLayoutRef();
  const { side } = useSessionInfo();
  const toggleLabel = t(layout.sidebarOpened ? 'Shell.Sidebar.Collapse' : 'Shell.Sidebar.Expand');
  return (
    <Flex as="header" h="14" align="center" gap="2" px={{ base: '2', md: '3' }} bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-expanded={layout.sidebarOpened}
        data-testid="sidebar-toggle"
        onClick={() => {
          layoutRef.send({ type: 'sidebar.toggle' });
        }}
      >
        {layout.sidebarOpened ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
      </IconButton>
      <AppBreadcrumb />
      <Box flex="1" />
      <HStack gap={{ base: '0.5', md: '1' }} flexShrink="0">
        {side === 'tenant' && <ExpiryNotice />}
        <IfFeature name={FeatureNames.ReferralLink}>
          <IconButton asChild variant="ghost" size="sm" aria-label={t('Shell.Navbar.Referral')} title={t('Shell.Navbar.Referral')}>
            <Link href="/account/signup" target="_blank" rel="noopener" data-testid="referral-link">
              <LuGift />
            </Link>
          </IconButton>
        </IfFeature>
        <IconButton asChild variant="ghost" size="sm" aria-label={t('Shell.Navbar.AppDownload')} title={t('Shell.Navbar.AppDownload')}>
          <Link href={routeHref('AccountDownload')} target="_blank" rel="noopener" data-testid="app-download">
            <LuSmartphone />
          </Link>
        </IconButton>
        {side === 'tenant' && <NoticeBox />}
        <LanguageSelect compact />
        <ColorModeButton label={t('Web.ColorMode.Toggle')} />
        <CompanyPopover />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
