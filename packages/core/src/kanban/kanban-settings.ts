import type { KeyValueStorage } from '../ports/storage';
import { StorageKeys } from '../session/storage-keys';
import { firstIssue, integerRange, parseIntegerInput, required, toTrimmedString, type ValidationIssue } from '../forms/validators';

/**
 * The kanban settings dialog (product-spec §2 "Kanban settings", §9 default 15). Decisions, since the spec
 * leaves units open: refreshTime = seconds between data reloads (the tenant setting is
 * Eticket.Kanban.RefreshSeconds); refreshSpace = seconds between page turns when a board has more rows than
 * fit on the screen. tenantId/tenantName choose whose board a host-side screen shows; tenantOptions are the
 * choices loaded for the dialog (not persisted). A tenant user has no options and always sees their own.
 */
export interface KanbanTenantOption {
  id: string;
  name: string;
}

export interface KanbanSettings {
  refreshTime: number;
  refreshSpace: number;
  tenantId: string | null;
  tenantName: string | null;
}

export const KANBAN_DEFAULTS: Readonly<KanbanSettings> = {
  refreshTime: 15,
  refreshSpace: 10,
  tenantId: null,
  tenantName: null,
};

/** Inclusive bounds in seconds: fast enough for a TV board, slow enough not to hammer the server. */
export const KANBAN_LIMITS = {
  refreshTime: { min: 5, max: 3600 },
  refreshSpace: { min: 3, max: 600 },
} as const;

export type KanbanSettingsField = 'refreshTime' | 'refreshSpace' | 'tenantId';

export interface KanbanSettingsInput {
  refreshTime?: unknown;
  refreshSpace?: unknown;
  tenantId?: unknown;
}

export type KanbanSettingsResult =
  | { ok: true; value: KanbanSettings }
  | { ok: false; errors: Partial<Record<KanbanSettingsField, ValidationIssue>> };

/** The dialog's editable state: numbers as the text in the inputs, the options to pick a tenant from. */
export interface KanbanSettingsForm {
  refreshTime: string;
  refreshSpace: string;
  tenantId: string | null;
  tenantOptions: readonly KanbanTenantOption[];
}

const refreshTimeRules = [required, integerRange(KANBAN_LIMITS.refreshTime.min, KANBAN_LIMITS.refreshTime.max)];
const refreshSpaceRules = [required, integerRange(KANBAN_LIMITS.refreshSpace.min, KANBAN_LIMITS.refreshSpace.max)];

/** Fill the dialog from saved settings; a saved tenant that is no longer offered is dropped. */
export function openKanbanSettingsForm(
  saved: KanbanSettings,
  tenantOptions: readonly KanbanTenantOption[],
): KanbanSettingsForm {
  return {
    refreshTime: String(saved.refreshTime),
    refreshSpace: String(saved.refreshSpace),
    tenantId: tenantOptions.some((o) => o.id === saved.tenantId) ? saved.tenantId : null,
    tenantOptions,
  };
}

/**
 * Validate the dialog. With tenant options a tenant must be chosen among them (its name is taken from the
 * option, never from the client); without options the tenant fields are null.
 */
export function validateKanbanSettings(
  input: KanbanSettingsInput,
  tenantOptions: readonly KanbanTenantOption[] = [],
): KanbanSettingsResult {
  const errors: Partial<Record<KanbanSettingsField, ValidationIssue>> = {};
  const refreshTimeIssue = firstIssue(input.refreshTime, refreshTimeRules);
  if (refreshTimeIssue) errors.refreshTime = refreshTimeIssue;
  const refreshSpaceIssue = firstIssue(input.refreshSpace, refreshSpaceRules);
  if (refreshSpaceIssue) errors.refreshSpace = refreshSpaceIssue;

  let tenant: KanbanTenantOption | null = null;
  if (tenantOptions.length > 0) {
    const id = toTrimmedString(input.tenantId);
    tenant = tenantOptions.find((o) => o.id === id) ?? null;
    if (id === '') errors.tenantId = { key: 'Kanban.Settings.TenantRequired', params: {} };
    else if (tenant === null) errors.tenantId = { key: 'Kanban.Settings.TenantUnknown', params: {} };
  }

  const refreshTime = parseIntegerInput(input.refreshTime);
  const refreshSpace = parseIntegerInput(input.refreshSpace);
  if (Object.keys(errors).length > 0 || refreshTime === null || refreshSpace === null) return { ok: false, errors };
  return {
    ok: true,
    value: { refreshTime, refreshSpace, tenantId: tenant?.id ?? null, tenantName: tenant?.name ?? null },
  };
}

function inRange(value: unknown, limits: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max;
}

/** Read saved settings; a missing, corrupt or out-of-range field falls back to its default. */
export function loadKanbanSettings(storage: KeyValueStorage): KanbanSettings {
  const raw = storage.getItem(StorageKeys.kanbanSettings);
  if (raw === null) return { ...KANBAN_DEFAULTS };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...KANBAN_DEFAULTS };
  }
  if (typeof data !== 'object' || data === null) return { ...KANBAN_DEFAULTS };
  const stored = data as Record<string, unknown>;
  const tenantId = typeof stored.tenantId === 'string' && stored.tenantId !== '' ? stored.tenantId : null;
  return {
    refreshTime: inRange(stored.refreshTime, KANBAN_LIMITS.refreshTime) ? stored.refreshTime : KANBAN_DEFAULTS.refreshTime,
    refreshSpace: inRange(stored.refreshSpace, KANBAN_LIMITS.refreshSpace) ? stored.refreshSpace : KANBAN_DEFAULTS.refreshSpace,
    tenantId,
    tenantName: tenantId !== null && typeof stored.tenantName === 'string' ? stored.tenantName : null,
  };
}

export function saveKanbanSettings(storage: KeyValueStorage, settings: KanbanSettings): void {
  const { refreshTime, refreshSpace, tenantId, tenantName } = settings;
  storage.setItem(StorageKeys.kanbanSettings, JSON.stringify({ refreshTime, refreshSpace, tenantId, tenantName }));
}

/** Data reload delay for an XState `after` / the board's poller. */
export function kanbanRefreshDelayMs(settings: Pick<KanbanSettings, 'refreshTime'>): number {
  return settings.refreshTime * 1000;
}

/** Page-turn delay. */
export function kanbanPageTurnDelayMs(settings: Pick<KanbanSettings, 'refreshSpace'>): number {
  return settings.refreshSpace * 1000;
}
