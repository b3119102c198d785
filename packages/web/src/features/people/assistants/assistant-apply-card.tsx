import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssistantApplicationDto } from '@eticket/core/people';
import { Suspense, lazy, useCallback, useState } from 'react';
import { LuUserCheck } from 'react-icons/lu';
import { useQuery } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import { ApprovalResource, useApprovals } from '../approvals-api';

const AssistantApplyDialog = lazy(() => import('./assistant-apply-dialog'));

const PALETTE = { pending: 'orange', approved: 'green', rejected: 'gray', revoked: 'red' } as const;

function statusLine(application: AssistantApplicationDto, t: ReturnType<typeof useT>): string | null {
  if (application.status === 'approved') return t('Shell.AssistantApply.Granted', { names: (application.grantedOrganizations ?? []).map((o) => o.name ?? '—').join('、') });
  if (application.reason !== null && application.reason !== '') return t('Shell.AssistantApply.Reason', { reason: application.reason });
  return null;
}

/**
 * The dashboard card of a company user: their production assistant application (status, scope or the
 * reason), and Apply when they have none open.
 */
export default function AssistantApplyCard() {
  const t = useT();
  const approvals = useApprovals();
  const load = useCallback((signal: AbortSignal) => approvals.assistants.mine({ signal }), [approvals]);
  const mine = useQuery([ApprovalResource.assistant, 'mine'], load);
  const [applying, setApplying] = useState(false);
  if (mine.data === undefined) return null;
  const application = mine.data.application;
  const open = application !== null && (application.status === 'pending' || application.status === 'approved');
  const line = application === null ? null : statusLine(application, t);
  return (
    <Card.Root size="sm" variant="outline" bg="bg.panel" data-testid="assistant-card">
      <Card.Body>
        <HStack gap="3" mb="3" color="brand.fg">
          <LuUserCheck aria-hidden />
          <Text fontWeight="semibold">{t('Shell.AssistantApply.Open')}</Text>
        </HStack>
        <Stack gap="2" align="flex-start">
          {application === null ? (
            <Text fontSize="sm" color="fg.muted">
              {t('Shell.AssistantApply.Intro')}
            </Text>
          ) : (
            <Badge colorPalette={PALETTE[application.status]} variant="subtle" data-testid="assistant-status">
              {t('Shell.AssistantApply.Mine', { status: t(`Shell.AssistantApply.Status.${application.status}`) })}
            </Badge>
          )}
          {line !== null && <Text fontSize="sm">{line}</Text>}
          {!open && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => {
                setApplying(true);
              }}
            >
              {t(application === null ? 'Shell.AssistantApply.Title' : 'Shell.AssistantApply.Again')}
            </Button>
          )}
        </Stack>
      </Card.Body>
      {applying && (
        <Suspense fallback={null}>
          <AssistantApplyDialog
            onClose={() => {
              setApplying(false);
            }}
          />
        </Suspense>
      )}
    </Card.Root>
  );
}
