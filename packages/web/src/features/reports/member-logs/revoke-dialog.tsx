import { Text } from '@chakra-ui/react';
import { ScanLimits, validateRevokeInput, type TicketLogDto } from '@eticket/core/scanning';
import { useState } from 'react';
import { DecisionDialog, DecisionReason, useDecision } from '../../../components/data-ui/decision-dialog';
import { invalidate } from '../../../components/data-ui/invalidation';
import { useT } from '../../../i18n/i18n-context';
import { ReportsResource, useReports } from '../reports-api';

/**
 * Revoke a work record with a reason (checked by the server's own reader before sending). The server refuses
 * a settled record or one outside the caller's scope, and the dialog says why.
 */
export default function RevokeDialog({ record, onClose }: { record: TicketLogDto; onClose: () => void }) {
  const t = useT();
  const reports = useReports();
  const [reason, setReason] = useState('');
  const decision = useDecision(
    () => reports.ticketLogs.revoke(record.id, { reason: reason.trim() }, { silent: () => true }),
    () => {
      invalidate(ReportsResource.ticketLog);
      onClose();
    },
    () => validateRevokeInput({ reason }).ok,
  );
  return (
    <DecisionDialog title={t('Reports.Log.RevokeTitle')} testId="revoke-dialog" actionLabel={t('Reports.Log.Revoke')} danger decision={decision} onClose={onClose}>
      <Text fontSize="sm">{t('Reports.Log.RevokeWhat', { name: record.name === '' ? record.userName : record.name, procedure: record.procedureName, qty: record.qty })}</Text>
      <DecisionReason label={t('Reports.Log.Reason')} value={reason} onChange={setReason} max={ScanLimits.reasonMax} decision={decision} />
    </DecisionDialog>
  );
}
