/**
 * Move an entry by one place; the order is what the list means. Its own module so that row logic used on a
 * form's first paint (totals, sequence numbers) does not bring the row editor's table and buttons with it.
 */
export function moveRow<R>(rows: readonly R[], index: number, delta: -1 | 1): R[] {
  const target = index + delta;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
