import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { CatalogLimits, partsFromTemplate } from '@eticket/core/catalog';
import { copyTemplateItems } from '@eticket/core/domain';
import { lazy, Suspense, useState } from 'react';
import { LuBookmarkPlus } from 'react-icons/lu';
import { Can } from '../../../kit/can';
import { CellInput, EditableRows, moveRow } from '../../../components/data-ui/editable-rows';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { TemplatePicker, type TemplateKinds } from '../shared/master-pickers';
import { newRowKey, partRow, procedureRow, type PartRow, type ProcedureRow } from '../shared/item-rows';
import { PartRowsEditor, ProcedureRowsEditor, useCellLabel } from '../shared/rows-editors';
import type { TemplateSource } from './save-as-template-dialog';

const SaveAsTemplateDialog = lazy(() => import('./save-as-template-dialog'));

/**
 * The style form's values and the editors of its colours-and-sizes, parts and procedures tabs. The form page
 * opens on its basic tab; these editors (editable rows, template import) load when one of those tabs is first
 * opened.
 */

export interface ColorRow {
  key: string;
  name: string;
  code: string;
}

export interface SizeRow {
  key: string;
  name: string;
}

export interface ProductValues {
  styleNo: string;
  name: string;
  categoryId: string;
  customerId: string;
  imageUrl: string;
  remark: string;
  isActive: boolean;
  colors: ColorRow[];
  sizes: SizeRow[];
  partTemplateId: string;
  procedureTemplateId: string;
  parts: PartRow[];
  procedures: ProcedureRow[];
}

/** "S, M, L XL" or "白色、藏青" typed at once: one entry per name. */
function splitNames(text: string): string[] {
  return text
    .split(/[,，、;；\s]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Type names and press Enter (several at once, separated by commas or spaces): they are appended. */
function QuickAdd({ placeholder, label, onAdd }: { placeholder: string; label: string; onAdd: (names: string[]) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const add = () => {
    const names = splitNames(text);
    if (names.length > 0) onAdd(names);
    setText('');
  };
  return (
    <HStack gap="2">
      <Input
        size="xs"
        width={{ base: '44', sm: '64' }}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <Button size="xs" variant="outline" onClick={add}>
        {t('Catalog.Action.AddBatch')}
      </Button>
    </HStack>
  );
}

export function ColorsAndSizes({ form }: { form: EntityForm<ProductValues> }) {
  const t = useT();
  const { colors, sizes } = form.values;
  const setColors = (next: ColorRow[]) => {
    form.update((v) => ({ ...v, colors: next }), ['colors']);
  };
  const setSizes = (next: SizeRow[]) => {
    form.update((v) => ({ ...v, sizes: next }), ['sizes']);
  };
  const cell = useCellLabel();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Stack gap="2">
        <Text fontWeight="semibold">{t('Catalog.Field.Colors')}</Text>
        <EditableRows
          label={t('Catalog.Field.Colors')}
          rows={colors}
          rowKey={(row) => row.key}
          columns={[
            {
              key: 'name',
              header: t('Catalog.Field.Color'),
              required: true,
              minW: '28',
              render: (row, i) => (
                <CellInput
                  label={cell('Catalog.Field.Color', i)}
                  value={row.name}
                  maxLength={CatalogLimits.colorNameMax}
                  error={form.errorOf(`colors[${i}].name`)}
                  onChange={(name) => {
                    setColors(colors.map((c, j) => (j === i ? { ...c, name } : c)));
                  }}
                />
              ),
            },
            {
              key: 'code',
              header: t('Catalog.Field.ColorCode'),
              minW: '20',
              render: (row, i) => (
                <CellInput
                  label={cell('Catalog.Field.ColorCode', i)}
                  value={row.code}
                  maxLength={CatalogLimits.codeMax}
                  error={form.errorOf(`colors[${i}].code`)}
                  onChange={(code) => {
                    setColors(colors.map((c, j) => (j === i ? { ...c, code } : c)));
                  }}
                />
              ),
            },
          ]}
          onMove={(index, delta) => {
            setColors(moveRow(colors, index, delta));
          }}
          onRemove={(index) => {
            setColors(colors.filter((_, i) => i !== index));
          }}
          onAdd={() => {
            setColors([...colors, { key: newRowKey(), name: '', code: '' }]);
          }}
          addLabel={t('Catalog.Action.AddColor')}
          error={form.errorOf('colors')}
          toolbar={
            <QuickAdd
              label={t('Catalog.Action.AddColor')}
              placeholder={t('Catalog.Placeholder.NewColor')}
              onAdd={(names) => {
                setColors([...colors, ...names.map((name) => ({ key: newRowKey(), name, code: '' }))]);
              }}
            />
          }
        />
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">{t('Catalog.Field.Sizes')}</Text>
        <EditableRows
          label={t('Catalog.Field.Sizes')}
          rows={sizes}
          rowKey={(row) => row.key}
          columns={[
            {
              key: 'name',
              header: t('Catalog.Field.Size'),
              required: true,
              minW: '24',
              render: (row, i) => (
                <CellInput
                  label={cell('Catalog.Field.Size', i)}
                  value={row.name}
                  maxLength={CatalogLimits.sizeNameMax}
                  error={form.errorOf(`sizes[${i}].name`)}
                  onChange={(name) => {
                    setSizes(sizes.map((s, j) => (j === i ? { ...s, name } : s)));
                  }}
                />
              ),
            },
          ]}
          onMove={(index, delta) => {
            setSizes(moveRow(sizes, index, delta));
          }}
          onRemove={(index) => {
            setSizes(sizes.filter((_, i) => i !== index));
          }}
          onAdd={() => {
            setSizes([...sizes, { key: newRowKey(), name: '' }]);
          }}
          addLabel={t('Catalog.Action.AddSize')}
          error={form.errorOf('sizes')}
          toolbar={
            <QuickAdd
              label={t('Catalog.Action.AddSize')}
              placeholder={t('Catalog.Placeholder.NewSize')}
              onAdd={(names) => {
                setSizes([...sizes, ...names.map((name) => ({ key: newRowKey(), name }))]);
              }}
            />
          }
        />
      </Stack>
    </SimpleGrid>
  );
}

/** Pick a template and replace the current list with it, or append it. */
/** A template picked with its own searched picker, then copied in place of the rows or after them. */
function TemplateImport<K extends keyof TemplateKinds>({
  label,
  kind,
  onImport,
}: {
  label: string;
  kind: K;
  onImport: (template: TemplateKinds[K], mode: 'replace' | 'append') => void;
}) {
  const t = useT();
  const [template, setTemplate] = useState<TemplateKinds[K] | null>(null);
  return (
    <HStack gap="2" flexWrap="wrap">
      <TemplatePicker<K>
        kind={kind}
        label={label}
        width={{ base: '44', sm: '56' }}
        value={template?.id ?? ''}
        selectedLabel={template?.name ?? null}
        placeholder={label}
        onChange={(_, item) => {
          setTemplate(item);
        }}
      />
      <Button
        size="xs"
        variant="outline"
        disabled={template === null}
        onClick={() => {
          if (template !== null) onImport(template, 'replace');
        }}
      >
        {t('Catalog.Action.ReplaceItems')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={template === null}
        onClick={() => {
          if (template !== null) onImport(template, 'append');
        }}
      >
        {t('Catalog.Action.AppendItems')}
      </Button>
    </HStack>
  );
}

/** 存为模板: the rows as a new template (a dialog asks its name), for users who may create templates. */
function SaveAsTemplateButton({ source, values, permission }: { source: TemplateSource; values: ProductValues; permission: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Can permission={permission}>
      <Button
        size="xs"
        variant="outline"
        disabled={source.rows.length === 0}
        onClick={() => {
          setOpen(true);
        }}
      >
        <LuBookmarkPlus aria-hidden />
        {t('Catalog.Action.SaveAsTemplate')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveAsTemplateDialog
            source={source}
            defaultName={[values.styleNo, values.name]
              .map((part) => part.trim())
              .filter((part) => part !== '')
              .join(' ')}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Can>
  );
}

/** The parts tab: the part rows, and a part template to replace or extend them with. */
export function PartsEditor({ form }: { form: EntityForm<ProductValues> }) {
  const t = useT();
  return (
    <PartRowsEditor
      rows={form.values.parts}
      path="parts"
      errorOf={form.errorOf}
      onChange={(parts) => {
        form.update((v) => ({ ...v, parts }), ['parts']);
      }}
      toolbar={
        <HStack gap="2" flexWrap="wrap">
          <TemplateImport
            label={t('Catalog.Action.ImportParts')}
            kind="partTemplate"
            onImport={(template, mode) => {
              const imported = partsFromTemplate(template.items).map(partRow);
              form.update((v) => ({ ...v, partTemplateId: template.id, parts: mode === 'replace' ? imported : [...v.parts, ...imported] }), ['parts', 'partTemplateId']);
            }}
          />
          <SaveAsTemplateButton source={{ kind: 'part', rows: form.values.parts }} values={form.values} permission={P.PartTemplateManagementCreate} />
        </HStack>
      }
    />
  );
}

/** The procedures tab's rows, and a procedure template to replace or extend them with. */
export function ProceduresEditor({ form, partNames }: { form: EntityForm<ProductValues>; partNames: readonly string[] }) {
  const t = useT();
  return (
    <ProcedureRowsEditor
      rows={form.values.procedures}
      path="procedures"
      partNames={partNames}
      errorOf={form.errorOf}
      onChange={(procedures) => {
        form.update((v) => ({ ...v, procedures }), ['procedures']);
      }}
      toolbar={
        <HStack gap="2" flexWrap="wrap">
          <TemplateImport
            label={t('Catalog.Action.ImportProcedures')}
            kind="procedureTemplate"
            onImport={(template, mode) => {
              form.update((v) => {
                const after = mode === 'replace' ? [] : v.procedures.map((p) => ({ seq: Number.parseInt(p.seq, 10) || 0 }));
                const imported = copyTemplateItems(template.items, 'seq', { after }).map(procedureRow);
                return { ...v, procedureTemplateId: template.id, procedures: mode === 'replace' ? imported : [...v.procedures, ...imported] };
              }, ['procedures', 'procedureTemplateId']);
            }}
          />
          <SaveAsTemplateButton source={{ kind: 'procedure', rows: form.values.procedures }} values={form.values} permission={P.ProcedureTemplateManagementCreate} />
        </HStack>
      }
    />
  );
}
