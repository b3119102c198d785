import type {
  CuttingReportDimension,
  CuttingReportDto,
  CuttingReportKey,
  CuttingReportRowDto,
  CuttingReportSourceRow,
} from './production.types';

/**
 * The cutting report (domain §6.2 "cut qty by day × style/order/cutter; comparison with order qty"): beds
 * grouped by one or two dimensions. Pure, so the screen, the Excel export and the tests agree.
 */

function keyOf(row: CuttingReportSourceRow, dimension: CuttingReportDimension): CuttingReportKey {
  switch (dimension) {
    case 'day':
      return { dimension, value: row.cutDate, label: row.cutDate };
    case 'style':
      return { dimension, value: row.productId, label: `${row.styleNo} ${row.productName}`.trim() };
    case 'order':
      return { dimension, value: row.orderId, label: row.orderNo };
    case 'cutter':
      // A user is one cutter whatever name was typed; free-text names group by the text.
      return row.cutterUserId !== null
        ? { dimension, value: `user:${row.cutterUserId}`, label: row.cutterName ?? '' }
        : { dimension, value: `name:${row.cutterName ?? ''}`, label: row.cutterName ?? '' };
  }
}

function compareKeys(a: readonly CuttingReportKey[], b: readonly CuttingReportKey[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined) break;
    // Days in time order; everything else by its label, then its id so equal labels keep a stable order.
    const byLabel = x.dimension === 'day' ? 0 : x.label < y.label ? -1 : x.label > y.label ? 1 : 0;
    if (byLabel !== 0) return byLabel;
    if (x.value !== y.value) return x.value < y.value ? -1 : 1;
  }
  return 0;
}

export function cuttingReport(rows: readonly CuttingReportSourceRow[], groupBy: readonly CuttingReportDimension[]): CuttingReportDto {
  const byOrderOnly = groupBy.length === 1 && groupBy[0] === 'order';
  const groups = new Map<string, CuttingReportRowDto>();
  const totals = { bedCount: 0, bundleCount: 0, qty: 0 };
  for (const row of rows) {
    const keys = groupBy.map((d) => keyOf(row, d));
    const id = JSON.stringify(keys.map((k) => k.value));
    let group = groups.get(id);
    if (group === undefined) {
      group = { keys, bedCount: 0, bundleCount: 0, qty: 0, orderQty: byOrderOnly ? row.orderQty : null, difference: null };
      groups.set(id, group);
    }
    group.bedCount += 1;
    group.bundleCount += row.bundleCount;
    group.qty += row.qty;
    totals.bedCount += 1;
    totals.bundleCount += row.bundleCount;
    totals.qty += row.qty;
  }
  const out = [...groups.values()].sort((a, b) => compareKeys(a.keys, b.keys));
  for (const group of out) if (group.orderQty !== null) group.difference = group.qty - group.orderQty;
  return { groupBy: [...groupBy], rows: out, totals };
}
