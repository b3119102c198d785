import { PRICE_MODES, PROCEDURE_STAGES, CatalogLimits, type PriceMode, type ProcedureStage } from '@eticket/core/catalog';
import type { ReactNode } from 'react';
import { CellCheckbox, CellInput, CellSelect, EditableRows, moveRow, type EditableColumn } from '../../../components/data-ui/editable-rows';
import { useT } from '../../../i18n/i18n-context';
import { emptyPartRow, emptyProcedureRow, moveProcedure, type PartRow, type ProcedureRow } from './item-rows';

/**
 * The part list and the procedure list editors, shared by the templates and the style form: the same
 * columns, the same rules (the core validates `path[i].field`), the same order handling.
 */

/** A cell's accessible name: the column's text key and the row's index (第3行工序名称). */
export function useCellLabel(): (field: string, index: number) => string {
  const t = useT();
  return (field, index) => t('Data.Form.RowField', { field: t(field), row: index + 1 });
}

interface RowsEditorProps<R> {
  rows: readonly R[];
  /** Field path of the list in the form ('items', 'parts', 'procedures'): errors are looked up under it. */
  path: string;
  onChange: (rows: R[]) => void;
  errorOf: (path: string) => string | null;
  toolbar?: ReactNode;
  readOnly?: boolean;
}

export function PartRowsEditor({ rows, path, onChange, errorOf, toolbar, readOnly = false }: RowsEditorProps<PartRow>) {
  const t = useT();
  const set = (index: number, patch: Partial<PartRow>) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  const cellLabel = useCellLabel();
  const columns: EditableColumn<PartRow>[] = [
    {
      key: 'name',
      header: t('Catalog.Field.PartName'),
      minW: '32',
      required: true,
      render: (row, i) => (
        <CellInput
          label={cellLabel('Catalog.Field.PartName', i)}
          value={row.name}
          maxLength={CatalogLimits.partNameMax}
          error={errorOf(`${path}[${i}].name`)}
          onChange={(name) => {
            set(i, { name });
          }}
        />
      ),
    },
    {
      key: 'code',
      header: t('Catalog.Field.Code'),
      minW: '24',
      render: (row, i) => (
        <CellInput
          label={cellLabel('Catalog.Field.Code', i)}
          value={row.code}
          maxLength={CatalogLimits.codeMax}
          error={errorOf(`${path}[${i}].code`)}
          onChange={(code) => {
            set(i, { code });
          }}
        />
      ),
    },
    {
      key: 'pieces',
      header: t('Catalog.Field.PiecesPerGarment'),
      minW: '20',
      render: (row, i) => (
        <CellInput
          label={cellLabel('Catalog.Field.PiecesPerGarment', i)}
          value={row.piecesPerGarment}
          inputMode="numeric"
          textAlign="end"
          error={errorOf(`${path}[${i}].piecesPerGarment`)}
          onChange={(piecesPerGarment) => {
            set(i, { piecesPerGarment });
          }}
        />
      ),
    },
    {
      key: 'printTicket',
      header: t('Catalog.Field.PrintTicket'),
      render: (row, i) => (
        <CellCheckbox
          label={cellLabel('Catalog.Field.PrintTicket', i)}
          checked={row.printTicket}
          onChange={(printTicket) => {
            set(i, { printTicket });
          }}
        />
      ),
    },
  ];
  return (
    <EditableRows
      label={t('Catalog.Field.Parts')}
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns}
      readOnly={readOnly}
      onMove={(index, delta) => {
        onChange(moveRow(rows, index, delta));
      }}
      onRemove={(index) => {
        onChange(rows.filter((_, i) => i !== index));
      }}
      onAdd={() => {
        onChange([...rows, emptyPartRow()]);
      }}
      addLabel={t('Catalog.Action.AddPart')}
      error={errorOf(path)}
      toolbar={toolbar}
    />
  );
}

export function ProcedureRowsEditor({
  rows,
  path,
  onChange,
  errorOf,
  toolbar,
  readOnly = false,
  partNames,
}: RowsEditorProps<ProcedureRow> & {
  /** Present on a style: the part column (and outsourceable / QC point) shows. */
  partNames?: readonly string[];
}) {
  const t = useT();
  const set = (index: number, patch: Partial<ProcedureRow>) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  const cellLabel = useCellLabel();
  const text = (field: 'seq' | 'name' | 'standardMinutes' | 'defaultPrice', label: string, i: number, row: ProcedureRow, options: { inputMode?: 'decimal' | 'numeric'; maxLength?: number } = {}) => (
    <CellInput
      label={cellLabel(label, i)}
      value={row[field]}
      {...(options.inputMode === undefined ? {} : { inputMode: options.inputMode, textAlign: 'end' as const })}
      {...(options.maxLength === undefined ? {} : { maxLength: options.maxLength })}
      error={errorOf(`${path}[${i}].${field}`)}
      onChange={(value) => {
        set(i, { [field]: value });
      }}
    />
  );
  const columns: EditableColumn<ProcedureRow>[] = [
    { key: 'seq', header: t('Catalog.Field.Seq'), minW: '16', required: true, render: (row, i) => text('seq', 'Catalog.Field.Seq', i, row, { inputMode: 'numeric' }) },
    {
      key: 'name',
      header: t('Catalog.Field.ProcedureName'),
      minW: '36',
      required: true,
      render: (row, i) => text('name', 'Catalog.Field.ProcedureName', i, row, { maxLength: CatalogLimits.procedureNameMax }),
    },
    {
      key: 'stage',
      header: t('Catalog.Field.Stage'),
      minW: '24',
      render: (row, i) => (
        <CellSelect
          label={cellLabel('Catalog.Field.Stage', i)}
          value={row.stage}
          options={PROCEDURE_STAGES.map((stage) => ({ value: stage, label: t(`Catalog.Stage.${stage}`) }))}
          error={errorOf(`${path}[${i}].stage`)}
          onChange={(stage) => {
            set(i, { stage: stage as ProcedureStage });
          }}
        />
      ),
    },
    ...(partNames === undefined
      ? []
      : [
          {
            key: 'part',
            header: t('Catalog.Field.Part'),
            minW: '24',
            render: (row: ProcedureRow, i: number) => (
              <CellSelect
                label={cellLabel('Catalog.Field.Part', i)}
                value={row.partName}
                placeholder={t('Catalog.Common.None')}
                options={partNames.filter((name) => name.trim() !== '').map((name) => ({ value: name, label: name }))}
                error={errorOf(`${path}[${i}].partName`)}
                onChange={(partName) => {
                  set(i, { partName });
                }}
              />
            ),
          },
        ]),
    {
      key: 'minutes',
      header: t('Catalog.Field.StandardMinutes'),
      minW: '24',
      render: (row, i) => text('standardMinutes', 'Catalog.Field.StandardMinutes', i, row, { inputMode: 'decimal' }),
    },
    {
      key: 'price',
      header: t('Catalog.Field.DefaultPrice'),
      minW: '24',
      required: true,
      render: (row, i) => text('defaultPrice', 'Catalog.Field.DefaultPrice', i, row, { inputMode: 'decimal' }),
    },
    {
      key: 'mode',
      header: t('Catalog.Field.PriceMode'),
      minW: '28',
      render: (row, i) => (
        <CellSelect
          label={cellLabel('Catalog.Field.PriceMode', i)}
          value={row.priceMode}
          options={PRICE_MODES.map((mode) => ({ value: mode, label: t(`Catalog.PriceMode.${mode}`) }))}
          error={errorOf(`${path}[${i}].priceMode`)}
          onChange={(priceMode) => {
            set(i, { priceMode: priceMode as PriceMode });
          }}
        />
      ),
    },
    {
      key: 'showPrice',
      header: t('Catalog.Field.ShowPrice'),
      render: (row, i) => (
        <CellCheckbox
          label={cellLabel('Catalog.Field.ShowPrice', i)}
          checked={row.showPrice}
          onChange={(showPrice) => {
            set(i, { showPrice });
          }}
        />
      ),
    },
    ...(partNames === undefined
      ? []
      : [
          {
            key: 'outsource',
            header: t('Catalog.Field.IsOutsourceable'),
            render: (row: ProcedureRow, i: number) => (
              <CellCheckbox
                label={cellLabel('Catalog.Field.IsOutsourceable', i)}
                checked={row.isOutsourceable}
                onChange={(isOutsourceable) => {
                  set(i, { isOutsourceable });
                }}
              />
            ),
          },
          {
            key: 'qc',
            header: t('Catalog.Field.IsQcPoint'),
            render: (row: ProcedureRow, i: number) => (
              <CellCheckbox
                label={cellLabel('Catalog.Field.IsQcPoint', i)}
                checked={row.isQcPoint}
                onChange={(isQcPoint) => {
                  set(i, { isQcPoint });
                }}
              />
            ),
          },
        ]),
  ];
  return (
    <EditableRows
      label={t('Catalog.Field.Procedures')}
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns}
      readOnly={readOnly}
      onMove={(index, delta) => {
        onChange(moveProcedure(rows, index, delta));
      }}
      onRemove={(index) => {
        onChange(rows.filter((_, i) => i !== index));
      }}
      onAdd={() => {
        onChange([...rows, emptyProcedureRow(rows)]);
      }}
      addLabel={t('Catalog.Action.AddProcedure')}
      error={errorOf(path)}
      toolbar={toolbar}
    />
  );
}
