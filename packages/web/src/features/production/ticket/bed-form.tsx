import { Box, Button, Flex, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { layQuantities } from '@eticket/core/domain';
import { ProductionLimits, businessToday, matrixFromLines, validateCuttingTimeInput, type CuttingTimeDto, type CuttingTimeInput, type StyleAxes } from '@eticket/core/production';
import { useCallback } from 'react';
import { ConflictAlert } from '../../../components/data-ui/conflict-alert';
import { FormField } from '../../../components/data-ui/form-fields';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useRecordForm } from '../../../components/data-ui/use-record-form';
import { useT } from '../../../i18n/i18n-context';
import { qtyOf } from '../orders/qty-matrix-editor';
import { FORM_CALL, useProduction } from '../production-api';
import { QtyMatrixTable } from '../shared/qty-matrix-table';

/**
 * A cutting bed (床次): cut date, cutter, dye lot, fabric, marker, the size ratio (配比) and the plies (层数)
 * of each colour laid, with the lay's pieces (ratio × plies) as they are typed. The bed number is not
 * typed: the server takes the next one from the tenant's counter.
 */
interface BedValues {
  cutDate: string;
  cutterName: string;
  dyeLot: string;
  fabricName: string;
  fabricColor: string;
  markerNo: string;
  markerLength: string;
  markerWidth: string;
  lossRate: string;
  ratios: Record<string, string>;
  layers: Record<string, string>;
  remark: string;
  ticketNote: string;
}

function toValues(bed: CuttingTimeDto | null): BedValues {
  return {
    cutDate: bed?.cutDate ?? businessToday(Date.now()),
    cutterName: bed?.cutterName ?? '',
    dyeLot: bed?.dyeLot ?? '',
    fabricName: bed?.fabricName ?? '',
    fabricColor: bed?.fabricColor ?? '',
    markerNo: bed?.markerNo ?? '',
    markerLength: bed?.markerLength ?? '',
    markerWidth: bed?.markerWidth ?? '',
    lossRate: bed?.lossRate ?? '',
    ratios: Object.fromEntries((bed?.ratios ?? []).map((r) => [r.size, String(r.ratio)])),
    layers: Object.fromEntries((bed?.colors ?? []).map((c) => [c.color, String(c.layers)])),
    remark: bed?.remark ?? '',
    ticketNote: bed?.ticketNote ?? '',
  };
}

function toInput(values: BedValues, orderId: string, order: StyleAxes): CuttingTimeInput {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    orderId,
    cutDate: values.cutDate,
    cutterUserId: null,
    cutterName: blankToNull(values.cutterName),
    fabricName: blankToNull(values.fabricName),
    fabricColor: blankToNull(values.fabricColor),
    dyeLot: blankToNull(values.dyeLot),
    markerNo: blankToNull(values.markerNo),
    markerLength: blankToNull(values.markerLength),
    markerWidth: blankToNull(values.markerWidth),
    lossRate: blankToNull(values.lossRate),
    ratios: order.sizes.map((size) => ({ size, ratio: qtyOf(values.ratios[size]) })),
    colors: order.colors.map((color) => ({ color, layers: qtyOf(values.layers[color]) })),
    remark: blankToNull(values.remark),
    ticketNote: blankToNull(values.ticketNote),
  };
}

const shown = (n: number) => (Number.isNaN(n) ? 0 : n);

export function BedForm({ orderId, order, bed, onSaved, onCancel }: {
  orderId: string;
  order: StyleAxes;
  /** null: a new bed. */
  bed: CuttingTimeDto | null;
  onSaved: (bed: CuttingTimeDto) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const production = useProduction();
  const validate = useCallback((values: BedValues) => validateCuttingTimeInput(toInput(values, orderId, order), order), [orderId, order]);
  const { form, reload } = useRecordForm<CuttingTimeDto, BedValues, CuttingTimeInput>({
    record: bed,
    toValues,
    validate: (values) => {
      const result = validate(values);
      return result.ok ? { ok: true, value: toInput(values, orderId, order) } : result;
    },
    create: (input) => production.cuttingTimes.create(input, FORM_CALL),
    update: (id, input) => production.cuttingTimes.update(id, input, FORM_CALL),
    fetch: (id) => production.cuttingTimes.get(id),
    onSaved: (saved) => {
      onSaved(saved);
    },
  });
  const v = form.values;
  const text = (name: Exclude<keyof BedValues, 'ratios' | 'layers'>, label: string, extra: { type?: string; maxLength?: number; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <FormField label={label} error={form.errorOf(name)} required={name === 'cutDate'}>
      <PlainInput
        size="sm"
        name={name}
        value={v[name]}
        {...extra}
        onChange={(e) => {
          const value = e.currentTarget.value;
          form.update((x) => ({ ...x, [name]: value }), [name]);
        }}
        onBlur={() => {
          form.touch(name);
        }}
      />
    </FormField>
  );
  const lay = layQuantities({
    ratios: order.sizes.map((size) => ({ size, ratio: shown(qtyOf(v.ratios[size])) })),
    colors: order.colors.map((color) => ({ color, layers: shown(qtyOf(v.layers[color])) })),
  });
  const laid = order.colors.filter((color) => shown(qtyOf(v.layers[color])) > 0);
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg.panel" data-testid="bed-form">
      <Box px="4" pt="3">
        <Heading as="h2" size="sm">
          {bed === null ? t('Production.Bed.NewTitle') : t('Production.Bed.EditTitle', { bedNo: bed.displayNo })}
        </Heading>
      </Box>
      <Box p="4">
        <form onSubmit={form.onSubmit} noValidate>
          {form.conflict !== null && <ConflictAlert message={form.conflict} {...(reload === undefined ? {} : { onReload: reload })} />}
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {text('cutDate', t('Production.Field.CutDate'), { type: 'date' })}
            {text('cutterName', t('Production.Field.Cutter'), { maxLength: ProductionLimits.personNameMax })}
            {text('dyeLot', t('Production.Field.DyeLot'), { maxLength: ProductionLimits.dyeLotMax })}
            {text('fabricName', t('Production.Field.Fabric'), { maxLength: ProductionLimits.fabricMax })}
            {text('fabricColor', t('Production.Field.FabricColor'), { maxLength: ProductionLimits.fabricMax })}
            {text('markerNo', t('Production.Field.MarkerNo'), { maxLength: ProductionLimits.markerNoMax })}
            {text('markerLength', t('Production.Field.MarkerLength'), { inputMode: 'decimal' })}
            {text('markerWidth', t('Production.Field.MarkerWidth'), { inputMode: 'decimal' })}
            {text('lossRate', t('Production.Field.LossRate'), { inputMode: 'decimal' })}
            {text('ticketNote', t('Production.Field.TicketNote'), { maxLength: ProductionLimits.noteMax })}
            {text('remark', t('Production.Field.Remark'), { maxLength: ProductionLimits.remarkMax })}
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
            <Box>
              <Text fontWeight="medium" fontSize="sm" mb="1">
                {t('Production.Bed.RatioTitle')}
              </Text>
              <Flex gap="2" flexWrap="wrap">
                {order.sizes.map((size, i) => (
                  <FormField key={size} label={size} error={form.errorOf(`ratios[${String(i)}].ratio`)}>
                    <PlainInput
                      size="sm"
                      w="16"
                      inputMode="numeric"
                      aria-label={t('Production.Bed.RatioOf', { size })}
                      value={v.ratios[size] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        form.update((x) => ({ ...x, ratios: { ...x.ratios, [size]: value } }), ['ratios']);
                      }}
                    />
                  </FormField>
                ))}
              </Flex>
              {form.errorOf('ratios') !== null && (
                <Text color="fg.error" fontSize="sm">
                  {form.errorOf('ratios')}
                </Text>
              )}
            </Box>
            <Box>
              <Text fontWeight="medium" fontSize="sm" mb="1">
                {t('Production.Bed.LayersTitle')}
              </Text>
              <Flex gap="2" flexWrap="wrap">
                {order.colors.map((color, i) => (
                  <FormField key={color} label={color} error={form.errorOf(`colors[${String(i)}].layers`)}>
                    <PlainInput
                      size="sm"
                      w="20"
                      inputMode="numeric"
                      aria-label={t('Production.Bed.LayersOf', { color })}
                      value={v.layers[color] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        form.update((x) => ({ ...x, layers: { ...x.layers, [color]: value } }), ['colors']);
                      }}
                    />
                  </FormField>
                ))}
              </Flex>
              {form.errorOf('colors') !== null && (
                <Text color="fg.error" fontSize="sm">
                  {form.errorOf('colors')}
                </Text>
              )}
            </Box>
          </SimpleGrid>

          <Box mt="4">
            <Text fontSize="sm" color="fg.muted" data-testid="lay-summary">
              {t('Production.Bed.LaySummary', { perPly: lay.piecesPerPly, layers: lay.totalLayers, total: lay.total })}
            </Text>
            {lay.total > 0 && (
              <Box mt="2">
                <QtyMatrixTable colors={laid} sizes={order.sizes} matrix={matrixFromLines(laid, order.sizes, lay.lines)} label={t('Production.Field.LayQty')} />
              </Box>
            )}
          </Box>

          <HStack justify="flex-end" mt="4" gap="2">
            <Button size="sm" variant="outline" onClick={onCancel}>
              {t('Shell.Action.Cancel')}
            </Button>
            <Button size="sm" colorPalette="brand" type="submit" loading={form.pending} data-testid="bed-save">
              {t('Shell.Action.Save')}
            </Button>
          </HStack>
        </form>
      </Box>
    </Box>
  );
}
