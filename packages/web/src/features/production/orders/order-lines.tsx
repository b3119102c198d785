import { Box, Stack, Text } from '@chakra-ui/react';
import type { OrderDto, StyleAxes } from '@eticket/core/production';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { useT } from '../../../i18n/i18n-context';
import { AxisPicker } from './axis-picker';
import type { OrderValues } from './order-values';
import { QtyMatrixEditor } from './qty-matrix-editor';

export interface OrderLinesProps {
  form: EntityForm<OrderValues>;
  /** null while the chosen style loads. */
  style: StyleAxes | null;
  record: OrderDto | null;
  /** A producing order may only grow: its colours and sizes stay. */
  growOnly: boolean;
  disabled: boolean;
}

/** The colours and sizes the order takes from its style, and the colour × size quantity matrix. */
export function OrderLines({ form, style, record, growOnly, disabled }: OrderLinesProps) {
  const t = useT();
  const values = form.values;
  const colors = (style?.colors ?? values.colors).filter((c) => values.colors.includes(c));
  const sizes = (style?.sizes ?? values.sizes).filter((s) => values.sizes.includes(s));
  if (style === null) {
    return values.productId === '' ? null : (
      <Text fontSize="sm" color="fg.muted">
        {t('Production.Order.LoadingStyle')}
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <AxisPicker
        label={t('Production.Field.Color')}
        options={style.colors}
        chosen={values.colors}
        locked={growOnly ? (record?.colors ?? []) : []}
        error={form.errorOf('colors')}
        onChange={(next) => {
          form.update((v) => ({ ...v, colors: next }), ['colors', 'quantities']);
        }}
      />
      <AxisPicker
        label={t('Production.Field.Size')}
        options={style.sizes}
        chosen={values.sizes}
        locked={growOnly ? (record?.sizes ?? []) : []}
        error={form.errorOf('sizes')}
        onChange={(next) => {
          form.update((v) => ({ ...v, sizes: next }), ['sizes', 'quantities']);
        }}
      />
      {colors.length > 0 && sizes.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('Production.Order.Matrix')}
          </Text>
          <QtyMatrixEditor
            colors={colors}
            sizes={sizes}
            values={values.qty}
            disabled={disabled}
            errorOf={(c, s) => form.errorOf(`quantities[${String(c)}][${String(s)}]`)}
            onChange={(key, value) => {
              form.update((v) => ({ ...v, qty: { ...v.qty, [key]: value } }), ['quantities']);
            }}
          />
          {form.errorOf('quantities') !== null && (
            <Text color="fg.error" fontSize="sm" mt="1">
              {form.errorOf('quantities')}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
