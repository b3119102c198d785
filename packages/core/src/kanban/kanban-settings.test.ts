import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../ports/storage';
import { StorageKeys } from '../session/storage-keys';
import {
  KANBAN_DEFAULTS,
  KANBAN_LIMITS,
  kanbanPageTurnDelayMs,
  kanbanRefreshDelayMs,
  loadKanbanSettings,
  openKanbanSettingsForm,
  saveKanbanSettings,
  validateKanbanSettings,
} from './kanban-settings';

const RUNS = { numRuns: 1000 };
const options = [
  { id: 't1', name: '华南制衣厂' },
  { id: 't2', name: '东莞服装有限公司' },
];

describe('kanban settings', () => {
  it('defaults: refresh every 15 seconds', () => {
    const storage = createMemoryStorage();
    expect(loadKanbanSettings(storage)).toEqual({ refreshTime: 15, refreshSpace: 10, tenantId: null, tenantName: null });
    expect(kanbanRefreshDelayMs(KANBAN_DEFAULTS)).toBe(15_000);
    expect(kanbanPageTurnDelayMs(KANBAN_DEFAULTS)).toBe(10_000);
  });

  it('validates the dialog and takes the tenant name from the option', () => {
    expect(validateKanbanSettings({ refreshTime: ' 30 ', refreshSpace: 8, tenantId: 't2' }, options)).toEqual({
      ok: true,
      value: { refreshTime: 30, refreshSpace: 8, tenantId: 't2', tenantName: '东莞服装有限公司' },
    });
    expect(validateKanbanSettings({ refreshTime: '', refreshSpace: '1.5', tenantId: '' }, options)).toEqual({
      ok: false,
      errors: {
        refreshTime: { key: 'Validation.Required', params: {} },
        refreshSpace: { key: 'Validation.IntegerInvalid', params: {} },
        tenantId: { key: 'Kanban.Settings.TenantRequired', params: {} },
      },
    });
    expect(validateKanbanSettings({ refreshTime: 4, refreshSpace: 3, tenantId: 'gone' }, options)).toEqual({
      ok: false,
      errors: {
        refreshTime: { key: 'Validation.IntegerRange', params: { min: 5, max: 3600 } },
        tenantId: { key: 'Kanban.Settings.TenantUnknown', params: {} },
      },
    });
  });

  it('without tenant options the tenant is not asked for', () => {
    expect(validateKanbanSettings({ refreshTime: 15, refreshSpace: 10, tenantId: 'x' })).toEqual({
      ok: true,
      value: { refreshTime: 15, refreshSpace: 10, tenantId: null, tenantName: null },
    });
  });

  it('opens the form from saved settings and drops a tenant no longer offered', () => {
    const saved = { refreshTime: 20, refreshSpace: 5, tenantId: 't9', tenantName: '旧公司' };
    expect(openKanbanSettingsForm(saved, options)).toEqual({ refreshTime: '20', refreshSpace: '5', tenantId: null, tenantOptions: options });
    expect(openKanbanSettingsForm({ ...saved, tenantId: 't1' }, options).tenantId).toBe('t1');
  });

  it('corrupt storage falls back to defaults field by field', () => {
    const storage = createMemoryStorage({ [StorageKeys.kanbanSettings]: '{not json' });
    expect(loadKanbanSettings(storage)).toEqual(KANBAN_DEFAULTS);
    storage.setItem(StorageKeys.kanbanSettings, JSON.stringify({ refreshTime: 1, refreshSpace: 60, tenantId: '', tenantName: 'x' }));
    expect(loadKanbanSettings(storage)).toEqual({ ...KANBAN_DEFAULTS, refreshSpace: 60 });
    storage.setItem(StorageKeys.kanbanSettings, 'null');
    expect(loadKanbanSettings(storage)).toEqual(KANBAN_DEFAULTS);
  });

  it('form → validate → save → load → form is stable (property)', () => {
    const settings = fc.record({
      refreshTime: fc.integer(KANBAN_LIMITS.refreshTime),
      refreshSpace: fc.integer(KANBAN_LIMITS.refreshSpace),
      tenant: fc.constantFrom(...options),
    });
    fc.assert(
      fc.property(settings, ({ refreshTime, refreshSpace, tenant }) => {
        const storage = createMemoryStorage();
        const result = validateKanbanSettings({ refreshTime: String(refreshTime), refreshSpace: String(refreshSpace), tenantId: tenant.id }, options);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        saveKanbanSettings(storage, result.value);
        const loaded = loadKanbanSettings(storage);
        expect(loaded).toEqual({ refreshTime, refreshSpace, tenantId: tenant.id, tenantName: tenant.name });
        const form = openKanbanSettingsForm(loaded, options);
        expect(validateKanbanSettings(form, form.tenantOptions)).toEqual(result);
      }),
      RUNS,
    );
  });
});
