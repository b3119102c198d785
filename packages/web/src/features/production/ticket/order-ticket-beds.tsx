import { Table } from '@chakra-ui/react';
import type { CuttingTimeDto } from '@eticket/core/production';
import { RowActions, type RowAction } from '../../../components/data-ui/row-actions';
import { useT } from '../../../i18n/i18n-context';
import { BedStatusBadge } from '../shared/status-badges';

/** The order's cutting beds, the chosen one marked, each with its row menu. */
export function BedTable({ beds, bedId, actions }: { beds: readonly CuttingTimeDto[]; bedId: string; actions: (bed: CuttingTimeDto) => RowAction[] }) {
  const t = useT();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t('Production.Ticket.Beds')} interactive data-testid="beds">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('Production.Field.BedNo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Production.Field.CutDate')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Production.Field.Cutter')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Production.Field.DyeLot')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Production.Field.Layers')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Production.Field.LayQty')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Production.Field.BundleCount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Production.Field.CutQty')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Production.Field.Status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Data.List.Actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {beds.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={10} color="fg.muted" textAlign="center">
                {t('Production.Ticket.NoBeds')}
              </Table.Cell>
            </Table.Row>
          )}
          {beds.map((bed) => (
            <Table.Row key={bed.id} data-selected={bed.id === bedId ? '' : undefined} bg={bed.id === bedId ? 'brand.subtle' : undefined}>
              <Table.Cell fontWeight="semibold">{bed.displayNo}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{bed.cutDate}</Table.Cell>
              <Table.Cell>{bed.cutterName ?? ''}</Table.Cell>
              <Table.Cell>{bed.dyeLot ?? ''}</Table.Cell>
              <Table.Cell textAlign="end">{bed.layers}</Table.Cell>
              <Table.Cell textAlign="end">{bed.layQty}</Table.Cell>
              <Table.Cell textAlign="end">{bed.totalBundles}</Table.Cell>
              <Table.Cell textAlign="end">{bed.totalQty}</Table.Cell>
              <Table.Cell>
                <BedStatusBadge status={bed.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions label={bed.displayNo} actions={actions(bed)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
