import { Alert, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReceiptAvailabilityDto } from '@eticket/core/production-board';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { Link, useLocation } from 'wouter';
import { failureText, formHandlesFailure, serverFieldErrors } from '../../../components/data-ui/api-failure';
import { invalidate } from '../../../components/data-ui/invalidation';
import { PlainField } from '../../../components/data-ui/plain-field';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { BoardResource, useProductionBoard } from '../board-api';
import { BoardOrderPicker } from './board-order-picker';

/** Today in the browser's calendar: the default receipt date (the server checks only that it is a real date). */
function localToday(): string {
  return new Date().toLocaleDateString('en-CA');
}

/**
 * A new receipt: pick the order, then one box per colour × size holding at most what that cell has left
 * (completed − received); the form says what is left and refuses more before the server would.
 */
export function ReceiptForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const board = useProductionBoard();
  const [orderId, setOrderId] = useState('');
  const [saved, setSaved] = useState<{ id: string; receiptNo: string } | null>(null);
  const availability = useLoad(orderId === '' ? null : [BoardResource.receipt, 'availability', orderId], (signal) => board.availability(orderId, { signal }));
  return (
    <Box borderWidth="1px" rounded="lg" p="4" mb="4" bg="bg.panel" data-testid="receipt-form">
      <Heading as="h2" size="md" mb="3">
        {t('ProductionBoard.Receipt.New')}
      </Heading>
      {saved !== null && <SavedNotice saved={saved} />}
      <Stack gap="3">
        <BoardOrderPicker
          label={t('ProductionBoard.Field.Order')}
          value={orderId}
          testId="receipt-order-picker"
          onChange={(id) => {
            setOrderId(id);
            setSaved(null);
          }}
        />
        {orderId !== '' && availability.status === 'loading' && <Skeleton height="24" />}
        {orderId !== '' && availability.status === 'error' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failureText(availability.error, t)}</Alert.Title>
          </Alert.Root>
        )}
        {availability.status === 'ready' && orderId !== '' && (
          <QuantityForm
            key={`${orderId}/${String(availability.value.received.total)}`}
            availability={availability.value}
            onSaved={(receipt) => {
              setSaved(receipt);
              invalidate(BoardResource.receipt, BoardResource.board);
            }}
          />
        )}
        <HStack>
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('ProductionBoard.Receipt.Cancel')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function SavedNotice({ saved }: { saved: { id: string; receiptNo: string } }) {
  const t = useT();
  const [path] = useLocation();
  return (
    <Alert.Root status="success" mb="3">
      <Alert.Indicator />
      <Alert.Title>{t('ProductionBoard.Receipt.Saved', { no: saved.receiptNo })}</Alert.Title>
      <Button asChild size="sm" variant="outline" ms="auto" minH="11">
        <Link href={`${path}?print=${saved.id}`}>
          <LuPrinter />
          {t('ProductionBoard.Receipt.Print')}
        </Link>
      </Button>
    </Alert.Root>
  );
}

function QuantityForm({ availability, onSaved }: { availability: ReceiptAvailabilityDto; onSaved: (receipt: { id: string; receiptNo: string }) => void }) {
  const t = useT();
  const board = useProductionBoard();
  const { colors, sizes, available } = availability;
  const [cells, setCells] = useState<string[][]>(() => colors.map(() => sizes.map(() => '')));
  const [receiptDate, setReceiptDate] = useState(localToday);
  const [receiver, setReceiver] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const qty = (c: number, s: number) => {
    const text = cells[c]?.[s] ?? '';
    return /^\d+$/.test(text) ? Number(text) : text === '' ? 0 : Number.NaN;
  };
  const over = (c: number, s: number) => {
    const n = qty(c, s);
    return Number.isNaN(n) || n > (available.cells[c]?.[s] ?? 0);
  };
  const lines = colors.flatMap((color, c) => sizes.map((size, s) => ({ color, size, qty: qty(c, s) }))).filter((l) => l.qty > 0);
  const total = lines.reduce((n, l) => n + l.qty, 0);
  const invalid = colors.some((_, c) => sizes.some((__, s) => over(c, s)));
  if (available.total === 0) {
    return <Text color="fg.muted">{t('ProductionBoard.Receipt.NothingLeft')}</Text>;
  }
  const save = () => {
    setBusy(true);
    setErrors({});
    board
      .createReceipt({ orderId: availability.orderId, receiptDate, receiver, remark: remark === '' ? null : remark, lines }, { silent: formHandlesFailure })
      .then(
        (receipt) => {
          onSaved({ id: receipt.id, receiptNo: receipt.receiptNo });
        },
        (error: unknown) => {
          setErrors(serverFieldErrors(error));
          setBusy(false);
        },
      );
  };
  const serverProblems = Object.values(errors);
  return (
    <Stack gap="3">
      <Text data-testid="receipt-left">
        {t('ProductionBoard.Receipt.Left', { qty: available.total, completed: availability.completed.total, received: availability.received.total })}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('ProductionBoard.Receipt.New')}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('ProductionBoard.Field.Color')}</Table.ColumnHeader>
              {sizes.map((size) => (
                <Table.ColumnHeader key={size} textAlign="center">
                  {size}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {colors.map((color, c) => (
              <Table.Row key={color}>
                <Table.Cell fontWeight="medium">{color}</Table.Cell>
                {sizes.map((size, s) => {
                  const left = available.cells[c]?.[s] ?? 0;
                  return (
                    <Table.Cell key={size} textAlign="center">
                      <PlainInput
                        size="sm"
                        w="20"
                        minH="11"
                        inputMode="numeric"
                        aria-label={t('ProductionBoard.Format.Style', { styleNo: color, name: size })}
                        aria-invalid={over(c, s)}
                        disabled={left === 0}
                        value={cells[c]?.[s] ?? ''}
                        onChange={(e) => {
                          const value = e.currentTarget.value.trim();
                          setCells((rows) => rows.map((row, rc) => (rc === c ? row.map((v, rs) => (rs === s ? value : v)) : row)));
                        }}
                      />
                      <Text fontSize="xs" color={over(c, s) ? 'red.fg' : 'fg.muted'}>
                        {t('ProductionBoard.Receipt.CellLeft', { qty: left })}
                      </Text>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex gap="3" flexWrap="wrap">
        <PlainField label={t('ProductionBoard.Receipt.Date')} error={errors.receiptDate ?? null} required>
          <PlainInput
            type="date"
            w="44"
            value={receiptDate}
            onChange={(e) => {
              setReceiptDate(e.currentTarget.value);
            }}
          />
        </PlainField>
        <PlainField label={t('ProductionBoard.Receipt.Receiver')} error={errors.receiver ?? null}>
          <PlainInput
            w="44"
            maxLength={50}
            value={receiver}
            onChange={(e) => {
              setReceiver(e.currentTarget.value);
            }}
          />
        </PlainField>
        <PlainField label={t('ProductionBoard.Receipt.Remark')} error={errors.remark ?? null}>
          <PlainInput
            w={{ base: 'full', sm: '72' }}
            maxLength={200}
            value={remark}
            onChange={(e) => {
              setRemark(e.currentTarget.value);
            }}
          />
        </PlainField>
      </Flex>
      {(invalid || serverProblems.length > 0) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{serverProblems[0] ?? t('ProductionBoard.Receipt.Exceeds')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack>
        <Button colorPalette="brand" minH="11" loading={busy} disabled={invalid || total === 0 || receiptDate === ''} onClick={save}>
          {t('ProductionBoard.Receipt.Save')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('ProductionBoard.Receipt.PageTotal', { qty: total })}
        </Text>
      </HStack>
    </Stack>
  );
}
