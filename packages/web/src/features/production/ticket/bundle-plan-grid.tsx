import { Button, HStack, Input, Table, Text } from '@chakra-ui/react';
import type { BundlePlanDraftEvent, BundlePlanPreviewDto, DraftCell } from '@eticket/core/production';
import { LuCopy } from 'react-icons/lu';
import { useT } from '../../../i18n/i18n-context';

function CellInputs({ cell, label, disabled, onChange }: { cell: DraftCell; label: string; disabled: boolean; onChange: (cell: DraftCell) => void }) {
  const t = useT();
  return (
    <HStack gap="1" justify="center">
      <Input size="xs" w="14" inputMode="numeric" textAlign="end" aria-label={t('Production.Plan.CellInput', { cell: label })} value={cell.input} disabled={disabled} onChange={(e) => { onChange({ ...cell, input: e.currentTarget.value }); }} />
      <Text fontSize="xs" color="fg.muted">
        {'×'}
      </Text>
      <Input size="xs" w="12" inputMode="numeric" textAlign="end" aria-label={t('Production.Plan.CellBundles', { cell: label })} value={cell.bundles} disabled={disabled} onChange={(e) => { onChange({ ...cell, bundles: e.currentTarget.value }); }} />
    </HStack>
  );
}

function CopyButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="2xs" variant="ghost" aria-label={label} title={label} onClick={onClick}>
      <LuCopy aria-hidden />
    </Button>
  );
}

export interface BundlePlanGridProps {
  colors: readonly string[];
  sizes: readonly string[];
  grid: readonly DraftCell[][];
  preview: BundlePlanPreviewDto;
  readOnly: boolean;
  send: (event: BundlePlanDraftEvent) => void;
}

/** The colour × size grid of {input, bundles}, with what each cell plans, what the order still needs, and totals. */
export function BundlePlanGrid({ colors, sizes, grid, preview, readOnly, send }: BundlePlanGridProps) {
  const t = useT();
  const cellOf = (color: string, size: string) => preview.comparison.cells.find((x) => x.color === color && x.size === size);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t('Production.Plan.Grid')} data-testid="plan-grid">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('Production.Plan.ColorSize')}</Table.ColumnHeader>
            {sizes.map((size, s) => (
              <Table.ColumnHeader key={size} textAlign="center" minW="36">
                <HStack justify="center" gap="1">
                  <Text>{size}</Text>
                  {!readOnly && sizes.length > 1 && <CopyButton label={t('Production.Plan.CopyColumn', { size })} onClick={() => { send({ type: 'copy.column', size: s }); }} />}
                </HStack>
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('Production.Field.Total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {colors.map((color, c) => (
            <Table.Row key={color}>
              <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                <HStack gap="1">
                  <Text>{color}</Text>
                  {!readOnly && colors.length > 1 && <CopyButton label={t('Production.Plan.CopyRow', { color })} onClick={() => { send({ type: 'copy.row', color: c }); }} />}
                </HStack>
              </Table.Cell>
              {sizes.map((size, s) => {
                const cmp = cellOf(color, size);
                const planned = preview.totals.cells[c]?.[s] ?? 0;
                return (
                  <Table.Cell key={size} textAlign="center" data-testid={`plan-cell-${color}-${size}`}>
                    <CellInputs
                      cell={grid[c]?.[s] ?? { input: '', bundles: '' }}
                      label={`${color} / ${size}`}
                      disabled={readOnly}
                      onChange={(cell) => { send({ type: 'cell.change', color: c, size: s, cell }); }}
                    />
                    <Text fontSize="xs" mt="1" color={cmp !== undefined && cmp.remaining < 0 ? 'red.fg' : 'fg.muted'} data-testid="plan-cell-summary">
                      {t('Production.Plan.CellSummary', { planned, remaining: cmp?.remaining ?? 0 })}
                    </Text>
                  </Table.Cell>
                );
              })}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {preview.totals.rowTotals[c] ?? 0}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row bg="bg.subtle">
            <Table.Cell fontWeight="semibold">{t('Production.Field.Total')}</Table.Cell>
            {sizes.map((size, s) => (
              <Table.Cell key={size} textAlign="center" fontWeight="semibold">
                {preview.totals.columnTotals[s] ?? 0}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" fontWeight="bold" data-testid="plan-total">
              {preview.totals.total}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
