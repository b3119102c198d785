import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Table, Text } from '@chakra-ui/react';
import { matrixFromLines } from '@eticket/core/production';
import type { ProductionReceiptDto } from '@eticket/core/production-board';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { Link, useLocation } from 'wouter';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { PrintArea } from '../../../components/ui/print-area';
import { BoardResource, useProductionBoard } from '../board-api';

const SHEET_CSS = '@page { size: A4 portrait; margin: 12mm; }';

/** One receipt as a clean A4 page: header, colour × size matrix with totals, signature line; the shell is not printed. */
export function ReceiptPrint({ id }: { id: string }) {
  const t = useT();
  const [path] = useLocation();
  const board = useProductionBoard();
  const load = useLoad([BoardResource.receipt, 'one', id], (signal) => board.receipt(id, { signal }));
  return (
    <Box>
      <HStack mb="4" gap="2">
        <Button asChild variant="ghost" minH="11">
          <Link href={path}>
            <LuArrowLeft />
            {t('ProductionBoard.Receipt.Title')}
          </Link>
        </Button>
        <Button
          colorPalette="brand"
          minH="11"
          disabled={load.status !== 'ready'}
          onClick={() => {
            window.print();
          }}
        >
          <LuPrinter />
          {t('ProductionBoard.Receipt.Print')}
        </Button>
      </HStack>
      {load.status === 'error' && <LoadFailure error={load.error} />}
      {load.status === 'loading' && <Skeleton height="60" />}
      {load.status === 'ready' && (
        <PrintArea css={SHEET_CSS} ready>
          <ReceiptSheet receipt={load.value} />
        </PrintArea>
      )}
    </Box>
  );
}

function ReceiptSheet({ receipt }: { receipt: ProductionReceiptDto }) {
  const t = useT();
  const m = matrixFromLines(receipt.colors, receipt.sizes, receipt.lines);
  const field = (label: string, value: string) => (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value}</Text>
    </Box>
  );
  return (
    <Box maxW="3xl" mx="auto" p="6" borderWidth="1px" rounded="md" bg="white" color="black" data-testid="receipt-sheet" css={{ '@media print': { borderWidth: 0, padding: 0 } }}>
      <Heading as="h2" size="lg" textAlign="center" mb="4">
        {t('ProductionBoard.Receipt.PrintTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" mb="4">
        {field(t('ProductionBoard.Receipt.No'), receipt.receiptNo)}
        {field(t('ProductionBoard.Receipt.Date'), receipt.receiptDate)}
        {field(t('ProductionBoard.Field.OrderNo'), receipt.orderNo)}
        {field(t('ProductionBoard.Field.Style'), t('ProductionBoard.Format.Style', { styleNo: receipt.styleNo, name: receipt.productName }))}
        {field(t('ProductionBoard.Field.Customer'), receipt.customerName ?? '')}
        {field(t('ProductionBoard.Receipt.Receiver'), receipt.receiver)}
      </SimpleGrid>
      <Table.Root size="sm" variant="outline" aria-label={t('ProductionBoard.Receipt.PrintTitle')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('ProductionBoard.Field.Color')}</Table.ColumnHeader>
            {receipt.sizes.map((s) => (
              <Table.ColumnHeader key={s} textAlign="end">
                {s}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('ProductionBoard.Summary.Total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {receipt.colors.map((c, ci) => (
            <Table.Row key={c}>
              <Table.Cell>{c}</Table.Cell>
              {receipt.sizes.map((s, si) => (
                <Table.Cell key={s} textAlign="end">
                  {m.cells[ci]?.[si] ?? 0}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {m.rowTotals[ci] ?? 0}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Table.Cell>{t('ProductionBoard.Summary.Total')}</Table.Cell>
            {receipt.sizes.map((s, si) => (
              <Table.Cell key={s} textAlign="end">
                {m.columnTotals[si] ?? 0}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" data-testid="receipt-sheet-total">
              {m.total}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      {receipt.remark !== null && (
        <Text mt="3" fontSize="sm">
          {t('ProductionBoard.Format.Note', { text: receipt.remark })}
        </Text>
      )}
      <HStack mt="10" justify="flex-end">
        <Text>{t('ProductionBoard.Receipt.Signature')}</Text>
        <Box w="48" borderBottomWidth="1px" borderColor="black" />
      </HStack>
    </Box>
  );
}
