import { Alert, Badge, Box, Button, EmptyState, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import type { ProcedurePriceGridDto } from '@eticket/core/catalog';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LuCopy, LuSave, LuUndo2 } from 'react-icons/lu';
import { useIsGranted } from '../../../actors/session-context';
import { failureText, isConflict, serverFieldErrors } from '../../../components/data-ui/api-failure';
import { ExportButton } from '../../../components/data-ui/export-button';
import { CellCheckbox } from '../../../components/data-ui/cell-checkbox';
import { ConflictAlert } from '../../../components/data-ui/conflict-alert';
import { invalidate } from '../../../components/data-ui/invalidation';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { PlainSwitch } from '../../../components/data-ui/plain-switch';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useMoney } from '../../../components/data-ui/use-money';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { CatalogResource, FORM_CALL, useCatalog } from '../catalog-api';
import { productLabel } from '../shared/product-label';
import { batchOf, cellKey, changedProcedures, derivedPrice, draftsOf, effectiveRow, errorKey, errorsByCell, totalsOf, type Drafts } from './price-drafts';

const CopyPricesDialog = lazy(() => import('./copy-prices-dialog'));

/** A column of the grid: the default price, a technical level, or a size (level null). */
interface PriceColumn {
  key: string;
  header: string;
  /** null: the default price column. */
  cell: string | null;
  levelId: string | null;
  size: string | null;
}

function PriceInput({ label, value, placeholder, error, readOnly, onChange }: { label: string; value: string; placeholder?: string; error: string | undefined; readOnly: boolean; onChange: (value: string) => void }) {
  return (
    <Box minW="20">
      <PlainInput
        size="xs"
        textAlign="end"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error !== undefined}
        readOnly={readOnly}
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      />
      {error !== undefined && (
        <Text color="fg.error" fontSize="xs" mt="0.5" maxW="32">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** Set one column for the selected procedures (or all), or clear its explicit prices. */
function BulkBar({ columns, selectedCount, onApply }: { columns: readonly PriceColumn[]; selectedCount: number; onApply: (column: PriceColumn, value: string) => void }) {
  const t = useT();
  const [columnKey, setColumnKey] = useState(columns[0]?.key ?? '');
  const [value, setValue] = useState('');
  const column = columns.find((c) => c.key === columnKey) ?? columns[0];
  if (column === undefined) return null;
  return (
    <Flex gap="2" flexWrap="wrap" align="center" p="2" bg="bg.muted" rounded="md" data-testid="price-bulk">
      <Text fontSize="sm" fontWeight="medium">
        {t('Catalog.Price.BulkEdit')}
      </Text>
      <SelectBox
        size="xs"
        width="auto"
        label={t('Catalog.Price.BulkColumn')}
        value={column.key}
        options={columns.map((c) => ({ value: c.key, label: c.header }))}
        onChange={setColumnKey}
      />
      <PlainInput
        size="xs"
        width="24"
        inputMode="decimal"
        aria-label={t('Catalog.Price.BulkValue')}
        placeholder={t('Catalog.Field.Price')}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
        }}
      />
      <Button
        size="xs"
        colorPalette="brand"
        variant="outline"
        disabled={value.trim() === ''}
        onClick={() => {
          onApply(column, value.trim());
        }}
      >
        {selectedCount > 0 ? t('Catalog.Price.ApplySelected', { count: selectedCount }) : t('Catalog.Price.ApplyAll')}
      </Button>
      {column.cell !== null && (
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            onApply(column, '');
          }}
        >
          {t('Catalog.Price.ClearColumn')}
        </Button>
      )}
    </Flex>
  );
}

/** One style's price grid: the procedures × (default + each technical level, optionally each size), editable. */
export default function PriceGrid({ grid, onSaved, onReload }: { grid: ProcedurePriceGridDto; onSaved: (grid: ProcedurePriceGridDto) => void; onReload: () => void }) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const canEdit = useIsGranted(P.ProcedurePriceManagementEdit);
  const original = useMemo(() => draftsOf(grid), [grid]);
  const [drafts, setDrafts] = useState<Drafts>(original);
  const [showSizes, setShowSizes] = useState(() => grid.items.some((row) => row.prices.some((c) => c.size !== null)));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);

  const changed = changedProcedures(grid, original, drafts);
  const check = batchOf(grid, drafts, changed);
  const clientErrors = check.ok ? {} : errorsByCell(Object.fromEntries(Object.entries(check.errors).map(([path, issue]) => [path, t(issue.key, issue.params)])), grid, drafts, changed);
  const errors = { ...serverErrors, ...(attempted ? clientErrors : {}) };
  const totals = totalsOf(grid, drafts);

  const columns: PriceColumn[] = [
    { key: 'default', header: t('Catalog.Price.DefaultColumn'), cell: null, levelId: null, size: null },
    ...grid.levels.map((level) => ({
      key: `level-${level.id}`,
      header: t('Catalog.Price.LevelColumn', { name: level.name, coefficient: level.coefficient }),
      cell: cellKey(level.id, null),
      levelId: level.id,
      size: null,
    })),
    ...(showSizes
      ? grid.sizes.map((size) => ({ key: `size-${size}`, header: t('Catalog.Price.SizeColumn', { size }), cell: cellKey(null, size), levelId: null, size }))
      : []),
  ];

  const setCell = (procedureId: string, cell: string | null, value: string) => {
    setDrafts((d) => {
      const row = d[procedureId];
      if (row === undefined) return d;
      return { ...d, [procedureId]: cell === null ? { ...row, defaultPrice: value } : { ...row, cells: { ...row.cells, [cell]: value } } };
    });
    setServerErrors((e) => {
      const { [errorKey(procedureId, cell)]: _dropped, ...rest } = e;
      return rest;
    });
  };

  const save = () => {
    setAttempted(true);
    if (!check.ok || changed.length === 0) return;
    setSaving(true);
    setConflict(null);
    catalog.procedurePrices.saveBatch(check.value, FORM_CALL).then(
      (saved) => {
        setSaving(false);
        notify({ kind: 'message', type: 'success', title: t('Data.Form.Saved'), durationMs: 3000 });
        // Default prices show on the style list (Σ) and the style form.
        invalidate(CatalogResource.product);
        onSaved(saved);
      },
      (error: unknown) => {
        setSaving(false);
        if (isConflict(error)) setConflict(failureText(error, t));
        else setServerErrors(errorsByCell(serverFieldErrors(error), grid, drafts, changed));
      },
    );
  };

  const levelOf = (id: string | null) => grid.levels.find((level) => level.id === id) ?? null;
  const allSelected = grid.items.length > 0 && grid.items.every((row) => selected.has(row.procedureId));

  return (
    <Stack gap="3">
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('Catalog.Price.Warning')}</Alert.Title>
      </Alert.Root>
      <Flex gap="2" justify="space-between" align="center" flexWrap="wrap">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">{productLabel(grid)}</Text>
          {grid.sizes.length > 0 && (
            <PlainSwitch
              label={t('Catalog.Price.ShowSizes')}
              checked={showSizes}
              onCheckedChange={(next) => {
                setShowSizes(next);
              }}
            />
          )}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          <ExportButton title={`${t('Catalog.Entity.ProcedurePrice')}-${grid.styleNo}`} exporter={() => catalog.procedurePrices.exportExcel(grid.productId)} />
          {canEdit && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setCopying(true);
                }}
              >
                <LuCopy aria-hidden />
                {t('Catalog.Action.CopyPrices')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={changed.length === 0}
                onClick={() => {
                  setDrafts(original);
                  setServerErrors({});
                  setAttempted(false);
                }}
              >
                <LuUndo2 aria-hidden />
                {t('Catalog.Price.Discard')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={saving} disabled={changed.length === 0} onClick={save}>
                <LuSave aria-hidden />
                {t('Shell.Action.Save')}
              </Button>
            </>
          )}
        </HStack>
      </Flex>
      {conflict !== null && <ConflictAlert message={conflict} onReload={onReload} />}
      {changed.length > 0 && (
        <Text fontSize="sm" color="accent.fg" data-testid="price-unsaved">
          {t('Catalog.Price.Unsaved', { count: changed.length })}
        </Text>
      )}
      {canEdit && grid.items.length > 0 && (
        <BulkBar
          columns={columns}
          selectedCount={selected.size}
          onApply={(column, value) => {
            const targets = grid.items.filter((row) => selected.size === 0 || selected.has(row.procedureId));
            for (const row of targets) setCell(row.procedureId, column.cell, value);
          }}
        />
      )}
      {grid.items.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" rounded="lg">
          <EmptyState.Content>
            <EmptyState.Title>{t('Catalog.Message.NoProcedures')}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" overflow="hidden">
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={t('Catalog.Entity.ProcedurePrice')} data-testid="price-grid">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {canEdit && (
                    <Table.ColumnHeader width="8">
                      <CellCheckbox
                        label={t('Catalog.Price.SelectAll')}
                        mt="0"
                        checked={allSelected}
                        onChange={(checked) => {
                          setSelected(checked ? new Set(grid.items.map((row) => row.procedureId)) : new Set());
                        }}
                      />
                    </Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader whiteSpace="nowrap">{t('Catalog.Field.Seq')}</Table.ColumnHeader>
                  <Table.ColumnHeader minW="28" position="sticky" left="0" bg="bg.muted" zIndex="1">
                    {t('Catalog.Field.ProcedureName')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">{t('Catalog.Field.Stage')}</Table.ColumnHeader>
                  {columns.map((column) => (
                    <Table.ColumnHeader key={column.key} textAlign="end" whiteSpace="nowrap">
                      {column.header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {grid.items.map((row) => {
                  const draft = drafts[row.procedureId];
                  const current = effectiveRow(row, draft);
                  return (
                    <Table.Row key={row.procedureId} verticalAlign="top">
                      {canEdit && (
                        <Table.Cell>
                          <CellCheckbox
                            label={t('Catalog.Price.SelectRow', { name: row.name })}
                            mt="1"
                            checked={selected.has(row.procedureId)}
                            onChange={(checked) => {
                              setSelected((s) => {
                                const next = new Set(s);
                                if (checked) next.add(row.procedureId);
                                else next.delete(row.procedureId);
                                return next;
                              });
                            }}
                          />
                        </Table.Cell>
                      )}
                      <Table.Cell pt="2.5">{row.seq}</Table.Cell>
                      <Table.Cell pt="2.5" position="sticky" left="0" bg="bg.panel" zIndex="1" fontWeight="medium">
                        {row.name}
                        {!row.showPrice && (
                          <Badge ms="1" size="xs" variant="subtle">
                            {t('Catalog.Price.Hidden')}
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell pt="2.5" whiteSpace="nowrap">
                        {t(`Catalog.Stage.${row.stage}`)}
                      </Table.Cell>
                      {columns.map((column) => (
                        <Table.Cell key={column.key}>
                          <PriceInput
                            label={t('Catalog.Price.CellLabel', { procedure: row.name, column: column.header })}
                            value={column.cell === null ? (draft?.defaultPrice ?? '') : (draft?.cells[column.cell] ?? '')}
                            {...(column.cell === null ? {} : { placeholder: derivedPrice(current, levelOf(column.levelId), column.size) })}
                            error={errors[errorKey(row.procedureId, column.cell)]}
                            readOnly={!canEdit}
                            onChange={(value) => {
                              setCell(row.procedureId, column.cell, value);
                            }}
                          />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
              </Table.Body>
              <Table.Footer>
                <Table.Row bg="bg.muted" fontWeight="semibold">
                  {canEdit && <Table.Cell />}
                  <Table.Cell />
                  <Table.Cell position="sticky" left="0" bg="bg.muted" zIndex="1">
                    {t('Catalog.Price.Total')}
                  </Table.Cell>
                  <Table.Cell />
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign="end" whiteSpace="nowrap" data-testid={`total-${column.key}`}>
                      {money(column.levelId !== null ? totals.levelTotals[column.levelId] : column.size !== null ? totals.sizeTotals[column.size] : totals.defaultTotal)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('Catalog.Price.PlaceholderHint')}
      </Text>
      {copying && (
        <Suspense fallback={null}>
          <CopyPricesDialog
            target={grid}
            onClose={() => {
              setCopying(false);
            }}
            onCopied={(copied) => {
              setCopying(false);
              invalidate(CatalogResource.product);
              onSaved(copied);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
