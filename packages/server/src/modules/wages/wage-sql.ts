import { DEDUCTING_ADJUSTMENT_TYPES, type WageAmounts, type WageWorkerDto } from '@eticket/core/wages';
import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL pieces every wage query shares, so a live list, a settlement and a payslip compute a worker's money
 * the same way as core `workerWage`: a line is round(qty × price, 4); the net is rounded to the fen once
 * (PostgreSQL's round on numeric is half away from zero, like core's half-up).
 */

/** One work record's amount at 4 decimals. */
export const lineAmount = (alias: string): SQL => sql`round(${sql.raw(alias)}.qty * ${sql.raw(alias)}.unit_price, 4)`;

/** Whether an adjustment (by its alias) is taken off the pay. */
export const deducting = (alias: string): SQL => sql`${sql.raw(alias)}.type in (${sql.join(DEDUCTING_ADJUSTMENT_TYPES.map((t) => sql`${t}`), sql`, `)})`;

/** `x in (…)` for a list of ids; an empty list matches nothing. */
export function inIds(column: SQL, ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;
}

/**
 * The five figures of a worker (or a sum of workers) as wire text, from columns named piece_qty, piece,
 * additions, deductions; the net rounded once from the parts.
 */
export const amountColumns = (prefix = ''): SQL => {
  const p = (name: string) => sql.raw(`${prefix}${name}`);
  return sql`coalesce(${p('piece_qty')}, 0)::int as "pieceQty",
    coalesce(${p('piece')}, 0)::numeric(20, 4)::text as "pieceAmount",
    coalesce(${p('additions')}, 0)::numeric(18, 2)::text as "additionAmount",
    coalesce(${p('deductions')}, 0)::numeric(18, 2)::text as "deductionAmount",
    (coalesce(${p('piece')}, 0) + coalesce(${p('additions')}, 0))::numeric(20, 4)::text as "grossAmount",
    round(coalesce(${p('piece')}, 0) + coalesce(${p('additions')}, 0) - coalesce(${p('deductions')}, 0), 2)::numeric(18, 2)::text as "netAmount"`;
};

/** A text column as read by either driver (numbers and dates arrive as text or as JS values). */
function wireText(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return fallback;
}

/** The figures of a row read with `amountColumns` (or stored item columns of the same names). */
export function amountsOf(r: Record<string, unknown>): WageAmounts {
  return {
    pieceQty: Number(r.pieceQty ?? 0),
    pieceAmount: wireText(r.pieceAmount, '0.0000'),
    additionAmount: wireText(r.additionAmount, '0.00'),
    deductionAmount: wireText(r.deductionAmount, '0.00'),
    grossAmount: wireText(r.grossAmount, '0.0000'),
    netAmount: wireText(r.netAmount, '0.00'),
  };
}

/** Stored item figures as wire text (net as stored: it was rounded once when calculated). */
export const itemAmountColumns = (alias: string): SQL => {
  const a = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`${a('piece_qty')} as "pieceQty", ${a('piece_amount')}::text as "pieceAmount", ${a('addition_amount')}::text as "additionAmount",
    ${a('deduction_amount')}::text as "deductionAmount", (${a('piece_amount')} + ${a('addition_amount')})::numeric(20, 4)::text as "grossAmount",
    ${a('net_amount')}::text as "netAmount"`;
};

export const isoOf = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());
export const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : wireText(value, ''));

/** The worker columns a row was read with (userId, userName, name, employeeNo, organizationId, organizationName). */
export function workerOf(r: Record<string, unknown>): WageWorkerDto {
  return {
    userId: wireText(r.userId, ''),
    userName: wireText(r.userName, ''),
    name: wireText(r.name, ''),
    employeeNo: textOf(r.employeeNo),
    organizationId: textOf(r.organizationId),
    organizationName: textOf(r.organizationName),
  };
}
