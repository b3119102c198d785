import { Table } from '@chakra-ui/react';
import type { QtyMatrix } from '@eticket/core/production';
import { useT } from '../../../i18n/i18n-context';

/** A colour × size matrix with row and column totals (order quantities, cut, completed, a bed's sheet). */
export function QtyMatrixTable({ colors, sizes, matrix, label, testId, size = 'sm' }: {
  colors: readonly string[];
  sizes: readonly string[];
  matrix: QtyMatrix;
  label: string;
  testId?: string;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size={size} aria-label={label} data-testid={testId} className="et-matrix">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('Production.Plan.ColorSize')}</Table.ColumnHeader>
            {sizes.map((s) => (
              <Table.ColumnHeader key={s} textAlign="end">
                {s}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('Production.Field.Total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {colors.map((color, c) => (
            <Table.Row key={color}>
              <Table.Cell fontWeight="medium">{color}</Table.Cell>
              {sizes.map((s, i) => (
                <Table.Cell key={s} textAlign="end">
                  {matrix.cells[c]?.[i] ?? 0}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {matrix.rowTotals[c] ?? 0}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row bg="bg.subtle">
            <Table.Cell fontWeight="semibold">{t('Production.Field.Total')}</Table.Cell>
            {sizes.map((s, i) => (
              <Table.Cell key={s} textAlign="end" fontWeight="semibold">
                {matrix.columnTotals[i] ?? 0}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" fontWeight="bold">
              {matrix.total}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
