import { Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { PlainFieldErrorText, PlainFieldRoot } from '../../../components/data-ui/plain-field';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';

/**
 * The order's colour × size quantity matrix as typed, with row (colour) and column (size) totals that
 * follow every keystroke. Cells are keyed by colour and size, so un-ticking a colour and ticking it again
 * brings its numbers back.
 */
export const cellKey = (color: string, size: string) => `${color}\u0000${size}`;

/** A typed quantity: blank = 0; anything but a whole number is NaN (the core validator names it). */
export function qtyOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const shown = (n: number) => (Number.isNaN(n) ? 0 : n);

export function QtyMatrixEditor({
  colors,
  sizes,
  values,
  onChange,
  errorOf,
  disabled,
}: {
  colors: readonly string[];
  sizes: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, text: string) => void;
  /** The error of cell [c][s] (field path quantities[c][s]). */
  errorOf: (c: number, s: number) => string | null;
  disabled: boolean;
}) {
  const t = useT();
  const errorIdPrefix = useId();
  const rowTotal = (color: string) => sizes.reduce((sum, size) => sum + shown(qtyOf(values[cellKey(color, size)])), 0);
  const columnTotal = (size: string) => colors.reduce((sum, color) => sum + shown(qtyOf(values[cellKey(color, size)])), 0);
  const total = colors.reduce((sum, color) => sum + rowTotal(color), 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t('Production.Order.Matrix')} data-testid="qty-matrix">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('Production.Plan.ColorSize')}</Table.ColumnHeader>
            {sizes.map((size) => (
              <Table.ColumnHeader key={size} textAlign="center" minW="20">
                {size}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('Production.Field.Total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {colors.map((color, c) => (
            <Table.Row key={color}>
              <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                {color}
              </Table.Cell>
              {sizes.map((size, s) => {
                const error = errorOf(c, s);
                const errorId = `${errorIdPrefix}-${String(c)}-${String(s)}`;
                return (
                  <Table.Cell key={size} textAlign="center" py="1">
                    <PlainFieldRoot data-invalid={error === null ? undefined : ''}>
                      <PlainInput
                        size="xs"
                        inputMode="numeric"
                        textAlign="end"
                        minW="16"
                        aria-label={t('Production.Order.CellQty', { color, size })}
                        aria-invalid={error === null ? undefined : true}
                        aria-describedby={error === null ? undefined : errorId}
                        value={values[cellKey(color, size)] ?? ''}
                        disabled={disabled}
                        onChange={(e) => {
                          onChange(cellKey(color, size), e.currentTarget.value);
                        }}
                      />
                      {error !== null && (
                        <PlainFieldErrorText id={errorId} fontSize="2xs">
                          {error}
                        </PlainFieldErrorText>
                      )}
                    </PlainFieldRoot>
                  </Table.Cell>
                );
              })}
              <Table.Cell textAlign="end" fontWeight="semibold" data-testid={`row-total-${color}`}>
                {rowTotal(color)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row bg="bg.subtle">
            <Table.Cell fontWeight="semibold">{t('Production.Field.Total')}</Table.Cell>
            {sizes.map((size) => (
              <Table.Cell key={size} textAlign="center" fontWeight="semibold" data-testid={`column-total-${size}`}>
                {columnTotal(size)}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" data-testid="matrix-total">
              <Text fontWeight="bold">{total}</Text>
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
