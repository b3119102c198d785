import { Alert, Badge, Box, Button, Card, DataList, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { settlementStep, type MySettlementItemDto, type WageAmounts, type WageConfirmStatus } from '@eticket/core/wages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { invalidate } from '../../../components/data-ui/invalidation';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { useMoney } from '../../../components/data-ui/use-money';
import { useQuery } from '../../../components/data-ui/use-query';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { WagesResource, useWagesApi } from '../wages-api';
import { CONFIRM_STATUS_KEYS } from '../wage-labels';
import type { AnswerKind } from './answer-dialog';

const AnswerDialog = lazy(() => import('./answer-dialog'));

const CONFIRM_PALETTE: Readonly<Record<WageConfirmStatus, string>> = {
  pending: 'orange',
  confirmed: 'green',
  disputed: 'red',
  autoConfirmed: 'green',
  forceConfirmed: 'blue',
};

/** The worker's two answers, big enough for a thumb; confirming is the usual one. */
const ANSWERS = [
  { kind: 'confirm', event: 'item.confirm', label: 'Wages.Mine.Confirm', palette: 'brand', variant: 'solid' },
  { kind: 'dispute', event: 'item.dispute', label: 'Wages.Mine.Dispute', palette: 'red', variant: 'outline' },
] as const;

/** Whether the worker may answer the item this way now: the settlement's own rule (core), not a guess here. */
function allows(item: MySettlementItemDto, type: 'item.confirm' | 'item.dispute'): boolean {
  return settlementStep(item.status, { [item.itemId]: item.confirmStatus }, { type, itemId: item.itemId }) !== null;
}

/** Pieces, piece amount, additions, deductions and gross: the figures under a net. */
function Figures({ amounts, testId }: { amounts: WageAmounts; testId: string }) {
  const t = useT();
  const money = useMoney();
  const rows: [string, string, string][] = [
    ['qty', t('Wages.Field.PieceQty'), String(amounts.pieceQty)],
    ['piece', t('Wages.Field.PieceAmount'), money(amounts.pieceAmount)],
    ['additions', t('Wages.Field.AdditionAmount'), money(amounts.additionAmount)],
    ['deductions', t('Wages.Field.DeductionAmount'), money(amounts.deductionAmount)],
    ['gross', t('Wages.Field.GrossAmount'), money(amounts.grossAmount)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {rows.map(([key, label, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="flex-end" fontVariantNumeric="tabular-nums" data-testid={`${testId}-${key}`}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The net, large: what a worker looks for first. */
function Net({ value, testId }: { value: string; testId: string }) {
  const t = useT();
  const money = useMoney();
  return (
    <Flex align="baseline" justify="space-between" gap="3">
      <Text color="fg.muted">{t('Wages.Field.NetAmount')}</Text>
      <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={`${testId}-net`}>
        {money(value)}
      </Text>
    </Flex>
  );
}

function SettlementCard({ item, focused, onAnswer }: { item: MySettlementItemDto; focused: boolean; onAnswer: (kind: AnswerKind) => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Opened from a payslip's QR: bring that slip's item into view.
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const actions = ANSWERS.filter((answer) => allows(item, answer.event));
  const notes = [
    item.disputeReason === null ? null : t('Wages.Mine.YourDispute', { reason: item.disputeReason }),
    item.resolveRemark === null ? null : t('Wages.Mine.Resolution', { remark: item.resolveRemark }),
    item.confirmedAt === null ? null : t('Wages.Mine.ConfirmedAt', { time: formatDateTimeMinutes(item.confirmedAt) }),
    item.confirmStatus === 'pending' && item.autoConfirmAt !== null ? t('Wages.Mine.AutoConfirmAt', { time: formatDateTimeMinutes(item.autoConfirmAt) }) : null,
    item.paidAt === null ? null : `${t('Wages.Field.PaidDate')}: ${item.paidAt}`,
  ].filter((note): note is string => note !== null);
  return (
    <Card.Root
      ref={ref}
      variant="outline"
      borderColor={focused ? 'brand.solid' : undefined}
      borderWidth={focused ? '2px' : undefined}
      aria-current={focused ? 'true' : undefined}
      data-testid={`settlement-${item.itemId}`}
    >
      <Card.Header pb="0">
        <Flex justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
          <Box>
            <Heading as="h3" size="md">
              {item.settlementNo}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('Wages.Mine.PeriodRange', { start: item.periodStart, end: item.periodEnd })}
            </Text>
          </Box>
          <Badge colorPalette={CONFIRM_PALETTE[item.confirmStatus]} size="lg" data-testid={`settlement-${item.itemId}-confirm`}>
            {t(CONFIRM_STATUS_KEYS[item.confirmStatus])}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Net value={item.netAmount} testId={`settlement-${item.itemId}`} />
          <Figures amounts={item} testId={`settlement-${item.itemId}`} />
          {notes.map((note) => (
            <Text key={note} fontSize="sm" color="fg.muted">
              {note}
            </Text>
          ))}
        </Stack>
      </Card.Body>
      {actions.length > 0 && (
        <Card.Footer gap="3">
          {actions.map((action) => (
            <Button
              key={action.kind}
              flex="1"
              minH="12"
              colorPalette={action.palette}
              variant={action.variant}
              onClick={() => {
                onAnswer(action.kind);
              }}
            >
              {t(action.label)}
            </Button>
          ))}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/**
 * "My wage" (/scan/wage), phone first: the live current period worked out from the worker's own records
 * (pieces, piece amount, adjustments, gross, net) and the settlements the worker is in, newest first, each
 * confirmed or disputed here with big buttons. A payslip's QR opens this page at its item (`?item=`).
 */
export default function MyWagePage({ route }: ShellPageProps) {
  const t = useT();
  const api = useWagesApi();
  const [params] = useSearchParams();
  const focusItem = params.get('item');
  const [answer, setAnswer] = useState<{ kind: AnswerKind; item: MySettlementItemDto } | null>(null);
  const mine = useQuery([WagesResource.wage, 'mine'], (signal) => api.wages.mine({}, { signal }));
  const data = mine.data;

  return (
    <PageFrame title={t(route.title)}>
      {mine.status === 'error' && (
        <Box mb="3">
          <LoadFailure error={mine.error} />
        </Box>
      )}
      {data === undefined ? (
        mine.status !== 'error' && <Spinner size="lg" aria-label={t(route.title)} />
      ) : (
        <Stack gap="5" maxW="xl">
          <Card.Root variant="subtle" data-testid="live">
            <Card.Header pb="0">
              <Heading as="h2" size="md">
                {t('Wages.Mine.Live')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('Wages.Mine.PeriodRange', { start: data.periodStart, end: data.periodEnd })} · {t('Wages.Mine.RecordCount', { count: data.live.recordCount })}
              </Text>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                <Net value={data.live.netAmount} testId="live" />
                <Figures amounts={data.live} testId="live" />
                <Text fontSize="xs" color="fg.muted">
                  {t('Wages.Mine.LiveHint')}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>

          <Stack gap="3" as="section" aria-labelledby="my-settlements">
            <Heading as="h2" size="md" id="my-settlements">
              {t('Wages.Mine.Settlements')}
            </Heading>
            {focusItem !== null && !data.settlements.some((item) => item.itemId === focusItem) && (
              <Alert.Root status="info" data-testid="item-not-open">
                <Alert.Indicator />
                <Alert.Title>{t('Wages.Mine.ItemNotOpen')}</Alert.Title>
              </Alert.Root>
            )}
            {data.settlements.length === 0 ? (
              <Text color="fg.muted">{t('Wages.Mine.NoSettlements')}</Text>
            ) : (
              data.settlements.map((item) => (
                <SettlementCard
                  key={item.itemId}
                  item={item}
                  focused={item.itemId === focusItem}
                  onAnswer={(kind) => {
                    setAnswer({ kind, item });
                  }}
                />
              ))
            )}
          </Stack>
        </Stack>
      )}
      {answer !== null && (
        <Suspense fallback={null}>
          <AnswerDialog
            kind={answer.kind}
            item={answer.item}
            onClose={() => {
              setAnswer(null);
            }}
            onDone={(kind) => {
              setAnswer(null);
              invalidate(WagesResource.wage, WagesResource.settlement);
              notify({ kind: 'message', type: 'success', title: t(kind === 'confirm' ? 'Wages.Mine.Confirmed' : 'Wages.Mine.Disputed'), durationMs: 3000 });
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
