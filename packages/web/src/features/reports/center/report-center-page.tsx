import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { REPORT_DEFINITIONS, REPORT_KINDS, type ReportKind } from '@eticket/core/reports';
import { LuBuilding2, LuCalendarDays, LuListChecks, LuScissors, LuTrophy, LuWorkflow } from 'react-icons/lu';
import { useSearchParams } from 'wouter';
import type { ReactNode } from 'react';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { ReportView } from './report-view';

const ICONS: Readonly<Record<ReportKind, ReactNode>> = {
  productionDaily: <LuCalendarDays />,
  orderProgress: <LuListChecks />,
  workerOutput: <LuTrophy />,
  procedureOutput: <LuWorkflow />,
  organizationOutput: <LuBuilding2 />,
  cutting: <LuScissors />,
};

function kindOf(value: string | null): ReportKind | null {
  return REPORT_KINDS.find((kind) => kind === value) ?? null;
}

/**
 * The report center (/report/list): a card per report; a card opens its report in place (`?report=kind`, so
 * the address can be bookmarked and Back returns to the cards).
 */
export default function ReportCenterPage({ route }: ShellPageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('report'));
  const open = (next: ReportKind | null) => {
    setParams(next === null ? {} : { report: next });
  };
  if (kind !== null) {
    return (
      <DataUiProvider>
        <PageFrame
          title={t(REPORT_DEFINITIONS[kind].title)}
          actions={
            <Button
              size="sm"
              variant="ghost"
              minH="11"
              onClick={() => {
                open(null);
              }}
            >
              {t('Reports.Action.Back')}
            </Button>
          }
        >
          <ReportView key={kind} kind={kind} />
        </PageFrame>
      </DataUiProvider>
    );
  }
  return (
    <PageFrame title={t(route.title)}>
      <Text color="fg.muted" mb="4">
        {t('Reports.Center.Intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="report-cards">
        {REPORT_KINDS.map((k) => {
          const def = REPORT_DEFINITIONS[k];
          return (
            <Stack key={k} as="article" gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.panel" justify="space-between" aria-labelledby={`report-${k}`} data-testid={`report-card-${k}`}>
              <Stack gap="2">
                <Box color="brand.fg" fontSize="2xl" aria-hidden>
                  {ICONS[k]}
                </Box>
                <Heading as="h2" size="md" id={`report-${k}`}>
                  {t(def.title)}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t(def.description)}
                </Text>
              </Stack>
              <Button
                size="sm"
                minH="11"
                variant="outline"
                colorPalette="brand"
                alignSelf="start"
                aria-label={`${t('Reports.Action.Open')} ${t(def.title)}`}
                onClick={() => {
                  open(k);
                }}
              >
                {t('Reports.Action.Open')}
              </Button>
            </Stack>
          );
        })}
      </SimpleGrid>
    </PageFrame>
  );
}
