import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { stickyProps } from './data-table';

export interface TotalsCell {
  key: string;
  content: ReactNode;
  testId?: string;
}

/**
 * The totals row under a data table (its `footer`): the label under the first column (pinned, as a table's
 * first column is) and the figures right-aligned under theirs; `pinEnd` pins the last one too, under a
 * pinned last column.
 */
export function TotalsFooter({ label, cells, testId, pinEnd = false }: { label: ReactNode; cells: readonly TotalsCell[]; testId: string; pinEnd?: boolean }) {
  const last = cells.length - 1;
  return (
    <Table.Footer>
      <Table.Row fontWeight="semibold" bg="bg.muted" data-testid={testId}>
        <Table.Cell whiteSpace="nowrap" {...stickyProps('start')} bg="bg.muted">
          {label}
        </Table.Cell>
        {cells.map((cell, i) => (
          <Table.Cell key={cell.key} textAlign="end" whiteSpace="nowrap" {...(pinEnd && i === last ? { ...stickyProps('end'), bg: 'bg.muted' } : {})} data-testid={cell.testId}>
            {cell.content}
          </Table.Cell>
        ))}
      </Table.Row>
    </Table.Footer>
  );
}
