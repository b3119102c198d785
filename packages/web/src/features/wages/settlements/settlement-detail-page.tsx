import { Alert, Box, Button, Flex, Grid, Heading, HStack, Image, Link, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { routeHref } from '@eticket/core/navigation';
import { WAGE_CONFIRM_STATUSES, type WageSettlementDto } from '@eticket/core/wages';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LuPrinter, LuUsers } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'wouter';
import { failureText } from '../../../components/data-ui/api-failure';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { ExportButton } from '../../../components/data-ui/export-button';
import { LazyConfirmDeleteDialog } from '../../../components/data-ui/lazy-dialogs';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { useQuery } from '../../../components/data-ui/use-query';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { Can } from '../../../kit/can';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { useWagesApi } from '../wages-api';
import { useWageOrganizations } from '../shared/organization-select';
import { scopeLabel } from '../shared/scope-label';
import { canDeleteSettlement, settlementSteps, type SettlementStep } from '../shared/settlement-rules';
import { SettlementStatusBadge } from '../shared/status-badges';
import { useBusinessToday } from '../shared/use-wage-period';
import { invalidateWages, WAGE_STEP_CALL, WagesResource } from '../shared/wage-resources';
import { SettlementItems } from './settlement-items';

const UnlockDialog = lazy(() => import('./unlock-dialog'));
const MarkPaidDialog = lazy(() => import('./mark-paid-dialog'));

/** The steps taken at once; unlocking and paying ask for more in their dialogs. */
type DirectStep = Exclude<SettlementStep, 'unlock' | 'markPaid'>;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" minW="0" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" truncate>
        {value}
      </Text>
    </Stack>
  );
}

function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <Button asChild size="sm" variant="outline" minH="11">
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    </Button>
  );
}

/**
 * A settlement (/wage/settleDetail?id=): its number, period, scope, status and totals, the steps its status
 * allows (the core settlement machine decides: recalculate a draft, ask the workers to confirm, withdraw,
 * lock, unlock while unpaid, record the payment), the items per worker with their records, and the way to
 * the confirmations, the payslips, the payroll sheet and its Excel export.
 */
export default function SettlementDetailPage({ route }: ShellPageProps) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const tree = useWageOrganizations();
  const today = useBusinessToday();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery(id === '' ? null : [WagesResource.settlement, 'detail', id], (signal) => wages.settlements.get(id, { signal }));
  const [running, setRunning] = useState<DirectStep | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'unlock' | 'markPaid' | 'delete' | null>(null);
  const settlement = query.data;

  const saved = (next: WageSettlementDto) => {
    query.replace(next);
  };
  const run = (step: DirectStep) => {
    if (settlement === undefined || running !== null) return;
    setRunning(step);
    setProblem(null);
    wages.settlements[step](settlement.id, WAGE_STEP_CALL).then(
      (next) => {
        setRunning(null);
        saved(next);
        invalidateWages();
      },
      (error: unknown) => {
        setRunning(null);
        setProblem(failureText(error, t));
      },
    );
  };

  if (id === '') {
    return (
      <PageFrame title={t(route.title)}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('Wages.Admin.NoSettlement')}</Alert.Title>
        </Alert.Root>
      </PageFrame>
    );
  }
  if (settlement === undefined) {
    return (
      <PageFrame title={t(route.title)}>{query.status === 'error' ? <LoadFailure error={query.error} /> : <Skeleton height="48" />}</PageFrame>
    );
  }

  const steps = settlementSteps(settlement.status, settlement.confirmCounts);
  const stepButton = (step: DirectStep, danger = false) =>
    steps.includes(step) && (
      <Button key={step} size="sm" minH="11" colorPalette={danger ? 'red' : 'brand'} variant={step === 'lock' || step === 'submit' ? 'solid' : 'outline'} loading={running === step} disabled={running !== null && running !== step} onClick={() => { run(step); }}>
        {t(`Wages.Admin.Step.${step}`)}
      </Button>
    );
  const answered = WAGE_CONFIRM_STATUSES.filter((status) => settlement.confirmCounts[status] > 0);

  return (
    <DataUiProvider>
      <PageFrame
        title={t('Wages.Admin.DetailTitle', { settlementNo: settlement.settlementNo })}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <LinkButton href={routeHref('WageSalaryConfirmDetail', { id: settlement.id })}>
              <LuUsers aria-hidden />
              {t('Wages.Admin.Confirmations')}
            </LinkButton>
            <LinkButton href={routeHref('WagePrintPayslip', { settlementId: settlement.id })}>
              <LuPrinter aria-hidden />
              {t('Wages.Admin.PrintPayslips')}
            </LinkButton>
            <LinkButton href={routeHref('WagePayrollPrint', { settlementId: settlement.id })}>
              <LuPrinter aria-hidden />
              {t('Wages.Admin.PrintPayroll')}
            </LinkButton>
            <ExportButton title={`${t('Wages.Print.PayrollTitle')}-${settlement.settlementNo}`} exporter={() => wages.settlements.exportItems(settlement.id)} />
          </HStack>
        }
      >
        <Stack gap="4">
          <Box as="section" aria-label={t('Wages.Admin.Summary')} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
            <Flex gap="3" align="center" mb="3" flexWrap="wrap">
              <Heading as="h2" size="md">
                {t('Wages.Admin.PeriodRange', { from: settlement.periodStart, to: settlement.periodEnd })}
              </Heading>
              <SettlementStatusBadge status={settlement.status} />
              <Text fontSize="sm" color="fg.muted">
                {scopeLabel(settlement, tree, t)}
              </Text>
            </Flex>
            <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' }} gap="3">
              <Figure label={t('Wages.Field.WorkerCount')} value={settlement.workerCount} />
              <Figure label={t('Wages.Field.PieceQty')} value={settlement.totalQty} />
              <Figure label={t('Wages.Field.PieceAmount')} value={money(settlement.pieceAmount)} />
              <Figure label={t('Wages.Field.AdditionAmount')} value={money(settlement.additionAmount)} />
              <Figure label={t('Wages.Field.DeductionAmount')} value={money(settlement.deductionAmount)} />
              <Figure label={t('Wages.Field.TotalAmount')} value={money(settlement.totalAmount)} testId="settlement-total" />
            </Grid>
            <Wrap gap="4" mt="3" fontSize="xs" color="fg.muted">
              <Text>{t('Wages.Admin.CalculatedAt', { time: formatDateTimeMinutes(settlement.calculatedAt) })}</Text>
              {settlement.submittedAt !== null && <Text>{t('Wages.Admin.SubmittedAt', { time: formatDateTimeMinutes(settlement.submittedAt) })}</Text>}
              {settlement.autoConfirmAt !== null && settlement.status === 'confirming' && <Text>{t('Wages.Admin.AutoConfirmAt', { time: formatDateTimeMinutes(settlement.autoConfirmAt) })}</Text>}
              {settlement.lockedAt !== null && <Text>{t('Wages.Admin.LockedBy', { time: formatDateTimeMinutes(settlement.lockedAt), name: settlement.lockedByName ?? '' })}</Text>}
              {settlement.paidDate !== null && <Text>{t('Wages.Admin.PaidOn', { date: settlement.paidDate })}</Text>}
              {settlement.remark !== null && <Text>{settlement.remark}</Text>}
            </Wrap>
            {answered.length > 0 && (
              <Wrap gap="3" mt="2" fontSize="sm" data-testid="confirm-counts">
                {answered.map((status) => (
                  <Text key={status}>{t('Wages.Admin.ConfirmCount', { status: t(`Wages.Confirm.${status}`), count: settlement.confirmCounts[status] })}</Text>
                ))}
              </Wrap>
            )}
            {settlement.paymentNote !== null && (
              <Text mt="2" fontSize="sm">
                {settlement.paymentNote}
              </Text>
            )}
            {settlement.paymentProofUrls.length > 0 && (
              <Wrap gap="2" mt="2">
                {settlement.paymentProofUrls.map((url) => (
                  <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
                    <Image src={url} alt={t('Wages.Admin.Proof')} boxSize="16" objectFit="cover" rounded="md" borderWidth="1px" />
                  </Link>
                ))}
              </Wrap>
            )}
          </Box>

          <Can permission={P.SalaryManagementSettle}>
            <Flex gap="2" flexWrap="wrap" data-testid="settlement-steps">
              {stepButton('recalculate')}
              {stepButton('submit')}
              {stepButton('withdraw')}
              {stepButton('lock')}
              {steps.includes('unlock') && (
                <Can permission={P.SalaryManagementUnlock}>
                  <Button size="sm" minH="11" variant="outline" colorPalette="red" onClick={() => { setDialog('unlock'); }}>
                    {t('Wages.Admin.Step.unlock')}
                  </Button>
                </Can>
              )}
              {steps.includes('markPaid') && (
                <Button size="sm" minH="11" colorPalette="brand" onClick={() => { setDialog('markPaid'); }}>
                  {t('Wages.Admin.Step.markPaid')}
                </Button>
              )}
              {canDeleteSettlement(settlement.status) && (
                <Button size="sm" minH="11" variant="ghost" colorPalette="red" onClick={() => { setDialog('delete'); }}>
                  {t('Data.Action.Delete')}
                </Button>
              )}
            </Flex>
          </Can>
          {problem !== null && (
            <Alert.Root status="error" data-testid="step-problem">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}

          <Box as="section" aria-label={t('Wages.Admin.Items')}>
            <Heading as="h2" size="sm" mb="2">
              {t('Wages.Admin.Items')}
            </Heading>
            <SettlementItems settlement={settlement} />
          </Box>
        </Stack>
        <Suspense fallback={null}>
          {dialog === 'unlock' && (
            <UnlockDialog
              settlement={settlement}
              onDone={saved}
              onClose={() => {
                setDialog(null);
              }}
            />
          )}
          {dialog === 'markPaid' && (
            <MarkPaidDialog
              settlement={settlement}
              today={today}
              onDone={saved}
              onClose={() => {
                setDialog(null);
              }}
            />
          )}
        </Suspense>
        <LazyConfirmDeleteDialog
          target={dialog === 'delete' ? { id: settlement.id, name: settlement.settlementNo } : null}
          remove={(target) => wages.settlements.delete(target, WAGE_STEP_CALL)}
          onDeleted={() => {
            invalidateWages();
            navigate(routeHref('WageSettleSalaryReport'));
          }}
          onClose={() => {
            setDialog((d) => (d === 'delete' ? null : d));
          }}
        />
      </PageFrame>
    </DataUiProvider>
  );
}
