import { Badge, Box, Button, HStack, Image, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import type { CategoryLookupItem, CustomerLookupItem, PartTemplateLookupItem, ProcedureTemplateLookupItem } from '@eticket/api-client';
import { TenantPermissions as P } from '@eticket/core/abp';
import { CatalogLimits, partsFromTemplate, validateProductInput, type ProductDto, type ProductInput } from '@eticket/core/catalog';
import { copyTemplateItems } from '@eticket/core/domain';
import { lazy, Suspense, useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { useLocation } from 'wouter';
import { useIsGranted } from '../../../actors/session-context';
import type { ShellPageProps } from '../../../app/shell-page.types';
import { EditFormFrame } from '../../../components/data-ui/edit-form-frame';
import { CellInput, EditableRows, moveRow } from '../../../components/data-ui/editable-rows';
import { SelectField, SwitchField, TextareaField, TextField } from '../../../components/data-ui/form-fields';
import { invalidate } from '../../../components/data-ui/invalidation';
import { RecordEditPage, type RecordFormProps } from '../../../components/data-ui/record-edit-page';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { SelectBox } from '../../../components/data-ui/select-box';
import { useLookup } from '../../../components/data-ui/use-lookup';
import { useMoney } from '../../../components/data-ui/use-money';
import { useRecordForm } from '../../../components/data-ui/use-record-form';
import { useT } from '../../../i18n/i18n-context';
import { CatalogResource, FORM_CALL, useCatalog } from '../catalog-api';
import { CatalogPaths } from '../catalog-paths';
import { categoryOptions } from '../shared/category-options';
import { newRowKey, partRow, procedureRow, sortBySeq, typedTotal, type PartRow, type ProcedureRow } from '../shared/item-rows';
import { PartRowsEditor, ProcedureRowsEditor } from '../shared/rows-editors';

const SyncProceduresDialog = lazy(() => import('./sync-procedures-dialog'));

/**
 * A style (款式, /product/edit, /product/edit?id=…, /product/edit?copy=…): basic data, ordered colours
 * and sizes, parts and procedures — typed by hand or imported from a template (the template is
 * remembered, so it cannot be deleted while styles use it). Validated by the core's style rules; saved
 * with its stamp; the style list reloads after a save.
 */

interface ColorRow {
  key: string;
  name: string;
  code: string;
}

interface SizeRow {
  key: string;
  name: string;
}

interface ProductValues {
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

type TabId = 'basic' | 'colorsSizes' | 'parts' | 'procedures';

/** Which tab a field path is on (error counts per tab; the first tab with an error opens on save). */
function tabOf(path: string): TabId {
  if (path.startsWith('colors') || path.startsWith('sizes')) return 'colorsSizes';
  if (path.startsWith('parts') || path === 'partTemplateId') return 'parts';
  if (path.startsWith('procedures') || path === 'procedureTemplateId') return 'procedures';
  return 'basic';
}

const TABS: readonly { id: TabId; label: string }[] = [
  { id: 'basic', label: 'Catalog.Tab.Basic' },
  { id: 'colorsSizes', label: 'Catalog.Tab.ColorsSizes' },
  { id: 'parts', label: 'Catalog.Tab.Parts' },
  { id: 'procedures', label: 'Catalog.Tab.Procedures' },
];

function toValues(record: ProductDto | null, copyOf: ProductDto | null): ProductValues {
  const source = record ?? copyOf;
  return {
    // A copy is a new style: its style no must be new too.
    styleNo: record?.styleNo ?? '',
    name: source?.name ?? '',
    categoryId: source?.categoryId ?? '',
    customerId: source?.customerId ?? '',
    imageUrl: source?.imageUrl ?? '',
    remark: source?.remark ?? '',
    isActive: source?.isActive ?? true,
    colors: (source?.colors ?? []).map((c) => ({ key: newRowKey(), name: c.name, code: c.code ?? '' })),
    sizes: (source?.sizes ?? []).map((s) => ({ key: newRowKey(), name: s.name })),
    partTemplateId: source?.partTemplateId ?? '',
    procedureTemplateId: source?.procedureTemplateId ?? '',
    // A copy gets new parts and procedures (no ids): its prices are its own.
    parts: (source?.parts ?? []).map((p) => ({ ...partRow(p), id: record === null ? null : p.id })),
    procedures: (source?.procedures ?? []).map((p) => ({ ...procedureRow(p), id: record === null ? null : p.id })),
  };
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

function ColorsAndSizes({ form }: { form: EntityForm<ProductValues> }) {
  const t = useT();
  const { colors, sizes } = form.values;
  const setColors = (next: ColorRow[]) => {
    form.update((v) => ({ ...v, colors: next }), ['colors']);
  };
  const setSizes = (next: SizeRow[]) => {
    form.update((v) => ({ ...v, sizes: next }), ['sizes']);
  };
  const cell = (field: string, row: number) => t('Data.Form.RowField', { field: t(field), row: row + 1 });
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
function TemplateImport<T extends { id: string; name: string }>({
  label,
  templates,
  onImport,
}: {
  label: string;
  templates: readonly T[];
  onImport: (template: T, mode: 'replace' | 'append') => void;
}) {
  const t = useT();
  const [picked, setPicked] = useState('');
  const template = templates.find((tpl) => tpl.id === picked);
  return (
    <HStack gap="2" flexWrap="wrap">
      <SelectBox
        size="xs"
        width={{ base: '44', sm: '56' }}
        label={label}
        value={picked}
        placeholder={label}
        options={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
        onChange={setPicked}
      />
      <Button
        size="xs"
        variant="outline"
        disabled={template === undefined}
        onClick={() => {
          if (template !== undefined) onImport(template, 'replace');
        }}
      >
        {t('Catalog.Action.ReplaceItems')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={template === undefined}
        onClick={() => {
          if (template !== undefined) onImport(template, 'append');
        }}
      >
        {t('Catalog.Action.AppendItems')}
      </Button>
    </HStack>
  );
}

/** Procedures in seq order, the order the validator returns them in (server errors then point at the rows on screen). */
function normalize(values: ProductValues): ProductValues {
  return { ...values, procedures: sortBySeq(values.procedures) };
}

/** The validated input as text (null while invalid): equal texts mean the same style. */
function inputKey(values: ProductValues): string | null {
  const result = validateProductInput(values);
  return result.ok ? JSON.stringify(result.value) : null;
}

function ProductForm({ record, copyOf, onSaved }: RecordFormProps<ProductDto>) {
  const t = useT();
  const money = useMoney();
  const catalog = useCatalog();
  const [, navigate] = useLocation();
  const canSave = useIsGranted(record === null ? P.ProductManagementCreate : P.ProductManagementEdit);
  // Syncing rewrites orders' procedures: an order edit.
  const canSync = useIsGranted(P.OrderManagementEdit);
  const [tab, setTab] = useState<TabId>('basic');
  const [syncOpen, setSyncOpen] = useState(false);
  const [syncBlocked, setSyncBlocked] = useState(false);

  const lookups = {
    categories: useLookup<CategoryLookupItem>(CatalogResource.category, useCallback((signal: AbortSignal) => catalog.productCategories.lookup({ signal }), [catalog])).items,
    customers: useLookup<CustomerLookupItem>(CatalogResource.customer, useCallback((signal: AbortSignal) => catalog.customers.lookup({ signal }), [catalog])).items,
    partTemplates: useLookup<PartTemplateLookupItem>(CatalogResource.partTemplate, useCallback((signal: AbortSignal) => catalog.partTemplates.lookup({ signal }), [catalog])).items,
    procedureTemplates: useLookup<ProcedureTemplateLookupItem>(
      CatalogResource.procedureTemplate,
      useCallback((signal: AbortSignal) => catalog.procedureTemplates.lookup({ signal }), [catalog]),
    ).items,
  };

  const { form, reload } = useRecordForm<ProductDto, ProductValues, ProductInput>({
    record,
    toValues: (r) => toValues(r, copyOf),
    validate: validateProductInput,
    normalize,
    create: (input) => catalog.products.create(input, FORM_CALL),
    update: (id, input) => catalog.products.update(id, input, FORM_CALL),
    fetch: (id) => catalog.products.get(id),
    onSaved: () => {
      // Counts on categories, customers and templates, and the price grid, change with a style.
      invalidate(
        CatalogResource.product,
        CatalogResource.procedurePrice,
        CatalogResource.category,
        CatalogResource.customer,
        CatalogResource.partTemplate,
        CatalogResource.procedureTemplate,
      );
      onSaved();
      navigate(CatalogPaths.productList);
    },
  });

  /** Save; with errors, open the first tab that has one. */
  const submit = (event?: SyntheticEvent) => {
    form.onSubmit(event);
    const result = validateProductInput(normalize(form.values));
    if (!result.ok) {
      const first = TABS.find((candidate) => Object.keys(result.errors).some((path) => tabOf(path) === candidate.id));
      if (first !== undefined) setTab(first.id);
    }
  };
  const framed = { ...form, onSubmit: submit };

  const errorsOn = (id: TabId) => form.errorPaths.filter((path) => tabOf(path) === id).length;
  const { values } = form;
  // The style as saved vs as on screen, compared as validated input (row keys are per render): a sync copies
  // what is saved, so unsaved edits must be saved first.
  const savedInput = useMemo(() => (record === null ? null : inputKey(normalize(toValues(record, copyOf)))), [record, copyOf]);
  const unsaved = savedInput === null || inputKey(normalize(values)) !== savedInput;
  const partNames = values.parts.map((p) => p.name.trim()).filter((name) => name !== '');

  return (
    <EditFormFrame form={framed} canSave={canSave} onBack={() => { navigate(CatalogPaths.productList); }} {...(reload === undefined ? {} : { onReload: reload })}>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          setTab(e.value as TabId);
        }}
        variant="line"
        size="sm"
      >
        <Box overflowX="auto">
          <Tabs.List>
            {TABS.map(({ id, label }) => {
              const count = errorsOn(id);
              return (
                <Tabs.Trigger key={id} value={id} whiteSpace="nowrap">
                  {t(label)}
                  {count > 0 && (
                    <Badge size="xs" colorPalette="red" variant="solid" aria-label={t('Data.Form.ErrorCount', { count })}>
                      {count}
                    </Badge>
                  )}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </Box>
        <Tabs.Content value="basic">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField form={form} name="styleNo" label={t('Catalog.Field.StyleNo')} required maxLength={CatalogLimits.styleNoMax} />
            <TextField form={form} name="name" label={t('Catalog.Field.ProductName')} required maxLength={CatalogLimits.nameMax} />
            <SelectField form={form} name="categoryId" label={t('Catalog.Field.Category')} placeholder={t('Catalog.Placeholder.SelectCategory')} options={categoryOptions(lookups.categories)} />
            <SelectField
              form={form}
              name="customerId"
              label={t('Catalog.Field.Customer')}
              placeholder={t('Catalog.Placeholder.SelectCustomer')}
              options={lookups.customers.map((c) => ({ value: c.id, label: c.code === null ? c.name : `${c.code} ${c.name}` }))}
            />
            <Stack gap="2">
              <TextField form={form} name="imageUrl" label={t('Catalog.Field.ImageUrl')} maxLength={CatalogLimits.imageUrlMax} inputMode="url" />
              {/^(https?:\/\/|\/)\S+$/i.test(values.imageUrl.trim()) && (
                <Image src={values.imageUrl.trim()} alt={values.name} maxH="32" maxW="48" objectFit="contain" rounded="md" borderWidth="1px" />
              )}
            </Stack>
            <TextareaField form={form} name="remark" label={t('Catalog.Field.Remark')} maxLength={CatalogLimits.remarkMax} />
            <SwitchField form={form} name="isActive" label={t('Catalog.Field.IsActive')} />
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="colorsSizes">
          <ColorsAndSizes form={form} />
        </Tabs.Content>
        <Tabs.Content value="parts">
          <PartRowsEditor
            rows={values.parts}
            path="parts"
            errorOf={form.errorOf}
            onChange={(parts) => {
              form.update((v) => ({ ...v, parts }), ['parts']);
            }}
            toolbar={
              <TemplateImport
                label={t('Catalog.Action.ImportParts')}
                templates={lookups.partTemplates}
                onImport={(template, mode) => {
                  const imported = partsFromTemplate(template.items).map(partRow);
                  form.update((v) => ({ ...v, partTemplateId: template.id, parts: mode === 'replace' ? imported : [...v.parts, ...imported] }), ['parts', 'partTemplateId']);
                }}
              />
            }
          />
        </Tabs.Content>
        <Tabs.Content value="procedures">
          <Stack gap="2">
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="procedure-total">
                {t('Catalog.Template.Summary', { count: values.procedures.length, total: money(typedTotal(values.procedures)) })}
              </Text>
              {record !== null && canSync && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    setSyncBlocked(unsaved);
                    setSyncOpen(!unsaved);
                  }}
                >
                  {t('Catalog.Sync.Action')}
                </Button>
              )}
            </HStack>
            {syncBlocked && unsaved && (
              <Text fontSize="sm" color="fg.warning" role="alert">
                {t('Catalog.Sync.SaveFirst')}
              </Text>
            )}
            {syncOpen && record !== null && (
              <Suspense fallback={null}>
                <SyncProceduresDialog
                  productId={record.id}
                  styleNo={record.styleNo}
                  onClose={() => {
                    setSyncOpen(false);
                  }}
                />
              </Suspense>
            )}
            <ProcedureRowsEditor
              rows={values.procedures}
              path="procedures"
              partNames={partNames}
              errorOf={form.errorOf}
              onChange={(procedures) => {
                form.update((v) => ({ ...v, procedures }), ['procedures']);
              }}
              toolbar={
                <TemplateImport
                  label={t('Catalog.Action.ImportProcedures')}
                  templates={lookups.procedureTemplates}
                  onImport={(template, mode) => {
                    form.update((v) => {
                      const after = mode === 'replace' ? [] : v.procedures.map((p) => ({ seq: Number.parseInt(p.seq, 10) || 0 }));
                      const imported = copyTemplateItems(template.items, 'seq', { after }).map(procedureRow);
                      return { ...v, procedureTemplateId: template.id, procedures: mode === 'replace' ? imported : [...v.procedures, ...imported] };
                    }, ['procedures', 'procedureTemplateId']);
                  }}
                />
              }
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </EditFormFrame>
  );
}

export default function ProductEditPage({ route }: ShellPageProps) {
  const t = useT();
  const catalog = useCatalog();
  const get = useCallback((id: string, signal: AbortSignal) => catalog.products.get(id, { signal }), [catalog]);
  return <RecordEditPage title={t(route.title)} get={get} listPath={CatalogPaths.productList} Form={ProductForm} />;
}
