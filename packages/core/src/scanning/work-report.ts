import { formatDecimal, sum, type Micros } from '../money/money';
import type { TicketOrganizationReportItemDto } from '../production/production.types';

/**
 * An order's reported work by organization → member → procedure (domain §3.9 ticketOrganizationReport):
 * qty and exact amounts of the live records, summed from rows the database grouped by (organization at
 * scan time, worker, procedure).
 */
export interface WorkReportRow {
  organizationId: string | null;
  organizationName: string | null;
  userId: string;
  userName: string;
  name: string;
  orderProcedureId: string;
  procedureName: string;
  seq: number;
  recordCount: number;
  qty: number;
  amount: Micros;
}

const collator = new Intl.Collator('zh-Hans-CN');

export function organizationWorkReport(rows: readonly WorkReportRow[]): TicketOrganizationReportItemDto[] {
  const groups = new Map<string, WorkReportRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.organizationId, row.userId]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items = [...groups.values()].map((group): TicketOrganizationReportItemDto => {
    const first = group[0];
    if (first === undefined) throw new Error('empty group');
    const procedures = [...group].sort((a, b) => a.seq - b.seq || a.orderProcedureId.localeCompare(b.orderProcedureId));
    return {
      organizationId: first.organizationId,
      organizationName: first.organizationName,
      userId: first.userId,
      userName: first.userName,
      name: first.name,
      recordCount: group.reduce((n, r) => n + r.recordCount, 0),
      qty: group.reduce((n, r) => n + r.qty, 0),
      amount: formatDecimal(sum(group.map((r) => r.amount)), 2, 6),
      procedures: procedures.map((r) => ({ orderProcedureId: r.orderProcedureId, procedureName: r.procedureName, qty: r.qty, amount: formatDecimal(r.amount, 2, 6) })),
    };
  });
  // Organizations by name (members without one last), then members by name.
  return items.sort(
    (a, b) =>
      Number(a.organizationName === null) - Number(b.organizationName === null) ||
      collator.compare(a.organizationName ?? '', b.organizationName ?? '') ||
      collator.compare(a.name || a.userName, b.name || b.userName) ||
      a.userId.localeCompare(b.userId),
  );
}
