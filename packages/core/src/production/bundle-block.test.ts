import { describe, expect, it } from 'vitest';
import { TenantPermissions as P } from '../abp/permission-names';
import { ProductionLimits } from './limits';
import { BundleContracts } from './production.contracts';

describe('holding a bundle from scanning', () => {
  const body = BundleContracts.block.body;

  it('reads the reason trimmed', () => {
    expect(body.read({ reason: '  质检待返修 ' })).toEqual({ ok: true, value: { reason: '质检待返修' } });
    expect(body.read({ reason: 'x'.repeat(ProductionLimits.blockReasonMax) }).ok).toBe(true);
  });

  it('refuses a missing, blank or too long reason, naming the field', () => {
    for (const raw of [{}, { reason: '   ' }, { reason: null }, { reason: 'x'.repeat(ProductionLimits.blockReasonMax + 1) }, null, []]) {
      const result = body.read(raw);
      expect(result.ok, JSON.stringify(raw)).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(['reason']);
    }
  });

  it('holds and releases under the bundle edit permissions, by id', () => {
    for (const contract of [BundleContracts.block, BundleContracts.unblock]) {
      expect(contract.method).toBe('POST');
      expect(contract.access).toEqual(BundleContracts.void.access);
      expect(contract.access).toMatchObject({ permissions: [P.OrderManagementEdit, P.CuttingListEdit] });
    }
    expect(BundleContracts.block.path).toBe('/api/eticket/bundle/{id}/block');
    expect(BundleContracts.unblock.path).toBe('/api/eticket/bundle/{id}/unblock');
    expect(BundleContracts.unblock.body).toBeNull();
  });
});
