import { Badge, Box, Card, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@eticket/core/format';
import { ROUTE_TABLE, buildMenu, canOpenRoute, findRouteByName, routeHref, type AccessContext, type MenuItem, type RouteDef } from '@eticket/core/navigation';
import { expiryNotice, expiryStatus } from '@eticket/core/tenants';
import { Suspense, useMemo, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuArrowRight, LuBuilding2, LuCalendarClock } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { useAccess } from '../../actors/session-context';
import type { ShellPageProps } from '../../kit/page.types';
import { useT } from '../../i18n/i18n-context';
import { useSessionInfo } from '../../actors/use-session-info';
import { PageFrame } from '../../kit/page-frame';
import { ROUTE_ICONS } from '../../components/ui/route-icons';
import { StaticStyles, type StaticRules } from '../../components/ui/static-styles';
import { AssistantApplyCard } from '../people';

/**
 * Candidates for quick links, each shown only if permitted: scanning first (as in the menu, so a worker lands
 * on the station, their records and their wage), then in the order a factory office works.
 */
const TENANT_LINKS = ['ScanStation', 'ScanMine', 'ScanWage', 'OrderList', 'ProductList', 'CuttingTimesList', 'ProcedurePriceList', 'WageIndex', 'ReportList', 'ProductionHome', 'KanbanSummary', 'UserIndex'];
const HOST_LINKS = ['HostTenantApplication', 'HostTenant', 'HostUser', 'HostRole', 'HostPrice', 'HostAdvertisement'];

interface QuickLink {
  route: RouteDef;
  icon: RouteDef['icon'];
}

const menuKeys = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.key, ...menuKeys(item.children ?? [])]);

/** The candidates the user's menu shows too: an unguarded board kept out of a worker's menu is no quick link either. */
function quickLinks(names: readonly string[], access: AccessContext): QuickLink[] {
  const inMenu = new Set(menuKeys(buildMenu(ROUTE_TABLE, access)));
  const out: QuickLink[] = [];
  for (const name of names) {
    const found = findRouteByName(ROUTE_TABLE, name);
    if (found === null || !inMenu.has(name) || !canOpenRoute(ROUTE_TABLE, name, access)) continue;
    out.push({ route: found.route, icon: found.route.icon ?? found.ancestors.findLast((a) => a.icon !== undefined)?.icon });
  }
  return out;
}

/**
 * A quick link: the whole tile is the link's target (its ::before covers the tile, as Chakra's LinkBox and
 * LinkOverlay do). Plain elements with classes: a dozen tiles of styled elements were a third of the page's
 * style work on every cold load.
 */
const QUICK_LINK_RULES: StaticRules = {
  'eticket-quick-link': {
    position: 'relative',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border.muted',
    rounded: 'lg',
    p: '4',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _hover: { borderColor: 'brand.solid', shadow: 'sm' },
  },
  'eticket-quick-link-icons': { display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem', color: 'brand.fg', mb: '3' },
  'eticket-quick-link-overlay': {
    position: 'static',
    fontWeight: 'medium',
    fontSize: 'sm',
    '&::before': { content: "''", cursor: 'inherit', display: 'block', position: 'absolute', top: 0, left: 0, zIndex: 0, width: '100%', height: '100%' },
  },
};

/** A dashboard card: an icon and a heading over label/value rows, with room for actions below. */
function InfoCard({ icon: Icon, title, rows, testId, children }: { icon: IconType; title: string; rows: readonly (readonly [label: string, value: ReactNode])[]; testId?: string; children?: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" bg="bg.panel" data-testid={testId}>
      <Card.Body>
        <HStack gap="3" mb="3" color="brand.fg">
          <Icon aria-hidden />
          <Heading as="h2" size="sm">
            {title}
          </Heading>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The company for everyone; its subscription (expiry, upgrade/renew) only for those who may renew it. */
function SubscriptionCard() {
  const t = useT();
  const access = useAccess();
  const mayRenew = canOpenRoute(ROUTE_TABLE, 'RentPrice', access);
  const { user, tenantName } = useSessionInfo();
  const info = user?.tenantInfo ?? null;
  const status = expiryStatus(info?.expireDate ?? null, Date.now());
  const notice = expiryNotice(status);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <InfoCard
        icon={LuBuilding2}
        title={t('Shell.Dashboard.Company')}
        rows={[
          [t('Shell.Dashboard.Company'), <Text as="span" fontWeight="semibold">{info?.name ?? tenantName ?? ''}</Text>],
          [t('Shell.Company.UserQuota'), info === null ? '—' : t('Shell.Company.UserQuotaValue', { count: info.maxUserQuantity })],
        ]}
      />
      {mayRenew && (
        <InfoCard
          icon={LuCalendarClock}
          title={t('Shell.Dashboard.Subscription')}
          testId="subscription-card"
          rows={[[t('Shell.Company.ExpiryDate'), info?.expireDate == null ? t('Expiry.Never') : formatDate(info.expireDate)]]}
        >
          <HStack mt="3" gap="3" flexWrap="wrap">
            <Badge colorPalette={status.kind === 'expired' ? 'red' : status.kind === 'warning' ? 'orange' : 'green'} variant="subtle" whiteSpace="normal">
              {notice === null ? t('Web.Dashboard.SubscriptionActive') : t(notice.key, notice.params)}
            </Badge>
            <RouterLink href={routeHref('RentPrice')}>
              <Text as="span" fontSize="sm" color="brand.fg" fontWeight="medium" textDecoration="underline">
                {t('Shell.Company.Upgrade')}
              </Text>
            </RouterLink>
          </HStack>
        </InfoCard>
      )}
    </SimpleGrid>
  );
}

/** The landing page: greeting, company and subscription (tenant side), and quick links the user may open. */
export default function DashboardPage({ route }: ShellPageProps) {
  const t = useT();
  const access = useAccess();
  const { side, user } = useSessionInfo();
  const links = useMemo(() => quickLinks(side === 'host' ? HOST_LINKS : TENANT_LINKS, access), [side, access]);
  return (
    <PageFrame title={t(route.title)}>
      <Stack gap="5">
        <Box
          rounded="xl"
          p={{ base: '5', md: '7' }}
          color="white"
          bgColor="navy.800"
          bgImage="radial-gradient(circle at 85% 20%, rgba(59,102,245,0.6), transparent 55%), linear-gradient(135deg, #172036, #1e2f89)"
        >
          <Heading as="h2" size="lg">
            {t('Shell.Dashboard.Greeting', { name: user?.name ?? '' })}
          </Heading>
          <Text mt="2" color="whiteAlpha.800">
            {t(side === 'host' ? 'Shell.Dashboard.HostIntro' : 'Shell.Dashboard.TenantIntro')}
          </Text>
        </Box>
        {side === 'tenant' && <SubscriptionCard />}
        <Box as="section" aria-labelledby="quick-links">
          <Heading as="h2" id="quick-links" size="md" mb="3">
            {t('Shell.Dashboard.QuickLinks')}
          </Heading>
          {links.length === 0 ? (
            <Text color="fg.muted">{t('Shell.Dashboard.NoQuickLinks')}</Text>
          ) : (
            <SimpleGrid as="ul" columns={{ base: 2, sm: 3, lg: 4, xl: 5 }} gap="3" listStyleType="none" data-testid="quick-links">
              <StaticStyles rules={QUICK_LINK_RULES} />
              {links.map(({ route: target, icon }) => {
                const Icon = icon === undefined ? null : ROUTE_ICONS[icon];
                return (
                  <li key={target.name} className="eticket-quick-link">
                    <div className="eticket-quick-link-icons">
                      {Icon !== null && <Icon size="22" aria-hidden />}
                      <LuArrowRight aria-hidden />
                    </div>
                    <RouterLink href={target.path} className="eticket-quick-link-overlay">
                      {t(target.title)}
                    </RouterLink>
                  </li>
                );
              })}
            </SimpleGrid>
          )}
        </Box>
        {/* Last on the page: it loads on its own, and nothing above it may move when it arrives. */}
        {side === 'tenant' && (
          <Suspense fallback={null}>
            <Box maxW={{ md: '50%' }}>
              <AssistantApplyCard />
            </Box>
          </Suspense>
        )}
      </Stack>
    </PageFrame>
  );
}
