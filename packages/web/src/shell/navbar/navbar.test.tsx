import { FeatureNames, TenantPermissions } from '@eticket/core/abp';
import { screen, waitFor } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { LayoutProvider } from '../../actors/layout-context';
import { renderApp, tenantUser } from '../../test/app-harness';
import { Navbar } from './navbar';

const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const renderNavbar = (options: Parameters<typeof renderApp>[1]) =>
  renderApp(
    <LayoutProvider>
      <Navbar />
    </LayoutProvider>,
    options,
  );

describe('navbar', () => {
  it('warns a tenant with fewer than 7 days left, with the renew link for who may renew', async () => {
    const user = { ...tenantUser, tenantInfo: { name: '试用厂', maxUserQuantity: 5, expireDate: inDays(3) } };
    const { unmount } = renderNavbar({ path: '/dashboard', user, granted: [TenantPermissions.Subscription] });
    const notice = await screen.findByTestId('expiry-notice');
    expect(notice.textContent).toContain('您的账户还有3天到期，请及时续费');
    expect(screen.getByRole('link', { name: '立即续费' }).getAttribute('href')).toBe('/rentPrice/index');
    unmount();
    // A worker is told, but not sent to a page they cannot open.
    renderNavbar({ path: '/dashboard', user });
    expect((await screen.findByTestId('expiry-notice')).textContent).toContain('您的账户还有3天到期，请及时续费');
    expect(screen.queryByRole('link', { name: '立即续费' })).toBeNull();
  });

  it('shows the expired message instead once the date has passed', async () => {
    renderNavbar({ path: '/dashboard', user: { ...tenantUser, tenantInfo: { name: '过期厂', maxUserQuantity: 5, expireDate: inDays(-2) } } });
    expect((await screen.findByTestId('expiry-notice')).textContent).toContain('您的账户已过期2天，请续费后继续使用');
  });

  it('shows nothing about expiry with more than a week left', async () => {
    renderNavbar({ path: '/dashboard' });
    // The user's name comes with the user info, which also carries the expiry date.
    await waitFor(() => {
      expect(screen.getByTestId('user-trigger').textContent).toContain('管理员');
    });
    expect(screen.queryByTestId('expiry-notice')).toBeNull();
  });

  it('tenant side: notices, company, user menu; the referral entry only with its feature', async () => {
    renderNavbar({ path: '/dashboard', features: { [FeatureNames.ReferralLink]: 'true' } });
    expect(await screen.findByTestId('notice-trigger')).toBeTruthy();
    expect(screen.getByTestId('company-trigger').textContent).toContain('示范服装厂');
    expect(screen.getByTestId('referral-link')).toBeTruthy();
    expect(screen.getByTestId('app-download').getAttribute('href')).toBe('/account/download');
    expect(screen.getByTestId('app-download').getAttribute('target')).toBe('_blank');
  });

  it('host side: logout only (no notices, company or user popover)', async () => {
    renderNavbar({ path: '/dashboard', tenant: null, user: { name: '平台管理员', userName: 'admin', tenantInfo: null } });
    await waitFor(() => {
      expect(screen.getByTestId('logout')).toBeTruthy();
    });
    expect(screen.queryByTestId('notice-trigger')).toBeNull();
    expect(screen.queryByTestId('company-trigger')).toBeNull();
    expect(screen.queryByTestId('user-trigger')).toBeNull();
    expect(screen.queryByTestId('referral-link')).toBeNull();
  });
});
