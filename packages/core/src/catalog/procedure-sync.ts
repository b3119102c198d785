import type { DecimalString, IsoDateTime } from './catalog.types';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';

/**
 * 同步工序 from the style page: orders keep the procedures and prices copied when they started producing
 * (paid wages stay stable); the user pushes a style's current procedures to the orders they choose.
 */

/** GET /api/eticket/product/{id}/syncableOrders: the style's orders that have a procedure snapshot and are still open. */
export interface SyncableOrderDto {
  id: string;
  orderNo: string;
  /** 'draft' (with bundles already) | 'producing' | 'completed'; closed and cancelled orders are frozen. */
  status: 'draft' | 'producing' | 'completed';
  totalQty: number;
  completedQty: number;
  /** Procedures in the order's snapshot now, and their summed default price. */
  procedureCount: number;
  totalDefaultPrice: DecimalString;
  /** When the snapshot was taken or last synced. */
  proceduresSnapshotAt: IsoDateTime;
}

/** POST /api/eticket/product/{id}/syncProcedures */
export interface SyncProceduresInput {
  orderIds: string[];
}

export interface SyncProceduresResultDto {
  /** Orders synced. */
  orders: number;
  added: number;
  updated: number;
  /** Procedures removed from the style but kept on an order because work was already reported on them. */
  kept: number;
  removed: number;
}

/** At least one order, at most `syncOrdersMax`, each a valid id once. */
export function validateSyncProceduresInput(raw: unknown): Validated<SyncProceduresInput> {
  const reader = new InputReader();
  const value = property(raw, 'orderIds');
  const entries = reader.list('orderIds', value, CatalogLimits.syncOrdersMax);
  if (!reader.failed('orderIds') && entries.length === 0) reader.fail('orderIds', 'Catalog.Sync.OrdersRequired');
  const orderIds = entries.map((entry, index) => reader.id(`orderIds[${String(index)}]`, entry));
  reader.unique(orderIds, (id) => id, (index) => `orderIds[${String(index)}]`, 'Catalog.Validation.DuplicateId', (id) => id);
  return reader.result({ orderIds });
}
