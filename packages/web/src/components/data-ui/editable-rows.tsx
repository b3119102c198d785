import { Box, Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import type { SelectOption } from './select-box';
import { PlainInput } from './plain-input';
import { SelectBox } from './select-box';

export { moveRow } from './move-row';

export { CellCheckbox } from './cell-checkbox';

/**
 * An ordered list edited in place (parts, procedures, order lines): one table row per entry with its
 * inputs, Move up / Move down / Remove per row and Add below. The list's own problem (e.g. "add at least
 * one") shows under it; each cell shows its own. Scrolls sideways on a phone.
 */

export interface EditableColumn<R> {
  key: string;
  header: string;
  minW?: string;
  required?: boolean;
  render: (row: R, index: number) => ReactNode;
}

export function EditableRows<R>({
  label,
  rows,
  rowKey,
  columns,
  onMove,
  onRemove,
  onAdd,
  addLabel,
  error,
  readOnly = false,
  toolbar,
}: {
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly EditableColumn<R>[];
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
  error?: string | null;
  readOnly?: boolean;
  /** Beside Add (import from a template …). */
  toolbar?: ReactNode;
}) {
  const t = useT();
  return (
    <Box>
      <Box borderWidth="1px" borderColor={error != null ? 'border.error' : 'border.muted'} rounded="lg" bg="bg.panel" overflow="hidden">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader width="10" textAlign="center">
                  #
                </Table.ColumnHeader>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} minW={column.minW} whiteSpace="nowrap">
                    {column.header}
                    {column.required === true && (
                      <Text as="span" color="fg.error" ms="0.5" aria-hidden>
                        {'*'}
                      </Text>
                    )}
                  </Table.ColumnHeader>
                ))}
                {!readOnly && <Table.ColumnHeader textAlign="end">{t('Data.List.Actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={rowKey(row)} verticalAlign="top">
                  <Table.Cell textAlign="center" color="fg.muted" pt="3">
                    {index + 1}
                  </Table.Cell>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} minW={column.minW}>
                      {column.render(row, index)}
                    </Table.Cell>
                  ))}
                  {!readOnly && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <HStack gap="0" justify="flex-end">
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t('Data.Form.RowMoveUp', { row: index + 1 })}
                          disabled={index === 0}
                          onClick={() => {
                            onMove(index, -1);
                          }}
                        >
                          <LuArrowUp />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t('Data.Form.RowMoveDown', { row: index + 1 })}
                          disabled={index === rows.length - 1}
                          onClick={() => {
                            onMove(index, 1);
                          }}
                        >
                          <LuArrowDown />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('Data.Form.RowRemove', { row: index + 1 })}
                          onClick={() => {
                            onRemove(index);
                          }}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      {error != null && (
        <Text color="fg.error" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && (
        <HStack mt="2" gap="2" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={onAdd}>
            <LuPlus aria-hidden />
            {addLabel}
          </Button>
          {toolbar}
        </HStack>
      )}
    </Box>
  );
}

/** The error of one cell, under its input. */
function CellError({ error }: { error: string | null }) {
  return error === null ? null : (
    <Text color="fg.error" fontSize="xs" mt="0.5" lineHeight="short">
      {error}
    </Text>
  );
}

export function CellInput({
  label,
  value,
  onChange,
  error,
  inputMode,
  maxLength,
  width,
  textAlign,
}: {
  /** Accessible name: column and row ("工序名称 3"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  width?: string;
  textAlign?: 'start' | 'end';
}) {
  return (
    <Box>
      <PlainInput
        size="xs"
        aria-label={label}
        aria-invalid={error !== null}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        width={width}
        textAlign={textAlign}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      />
      <CellError error={error} />
    </Box>
  );
}

export function CellSelect({
  label,
  value,
  options,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error: string | null;
  placeholder?: string;
}) {
  return (
    <Box>
      <SelectBox size="xs" label={label} invalid={error !== null} value={value} options={options} onChange={onChange} {...(placeholder === undefined ? {} : { placeholder })} />
      <CellError error={error} />
    </Box>
  );
}
