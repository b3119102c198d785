import { FeatureNames, TenantPermissions } from '@eticket/core/abp';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/app-harness';
import { Can, IfFeature } from './can';

describe('permission and feature directives (§6)', () => {
  it('Can shows children only for a granted policy; a list matches any, or all when asked', async () => {
    renderApp(
      <>
        <Can permission={TenantPermissions.OrderManagement}>
          <span>orders</span>
        </Can>
        <Can permission={TenantPermissions.SalaryManagement} fallback={<span>no wages</span>}>
          <span>wages</span>
        </Can>
        <Can permission={[TenantPermissions.SalaryManagement, TenantPermissions.OrderManagement]}>
          <span>any</span>
        </Can>
        <Can permission={[TenantPermissions.SalaryManagement, TenantPermissions.OrderManagement]} mode="all">
          <span>all</span>
        </Can>
      </>,
      { granted: [TenantPermissions.OrderManagement] },
    );
    await waitFor(() => {
      expect(screen.getByText('orders')).toBeTruthy();
    });
    expect(screen.getByText('no wages')).toBeTruthy();
    expect(screen.queryByText('wages')).toBeNull();
    expect(screen.getByText('any')).toBeTruthy();
    expect(screen.queryByText('all')).toBeNull();
  });

  it("IfFeature shows children only when the feature's value is the string 'true'", async () => {
    renderApp(
      <>
        <IfFeature name={FeatureNames.ReferralLink}>
          <span>referral</span>
        </IfFeature>
        <IfFeature name="Eticket.Other">
          <span>other</span>
        </IfFeature>
      </>,
      { features: { [FeatureNames.ReferralLink]: 'true', 'Eticket.Other': 'True' } },
    );
    await waitFor(() => {
      expect(screen.getByText('referral')).toBeTruthy();
    });
    expect(screen.queryByText('other')).toBeNull();
  });
});
