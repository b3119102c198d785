import { Text } from '@chakra-ui/react';
import { AssistantLimits, type AssistantApplicationDto } from '@eticket/core/people';
import { useMemo, useState } from 'react';
import { invalidate } from '../../../components/data-ui/invalidation';
import { CheckboxList } from '../../../components/data-ui/checkbox-list';
import { PlainField } from '../../../components/data-ui/plain-field';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { ApprovalResource, DECISION_CALL, useApprovals } from '../approvals-api';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';
import { useOrganizationTree } from '../organizations/use-organization-tree';

const done = (title: string) => {
  invalidate(ApprovalResource.assistant);
  notify({ kind: 'message', type: 'success', title, durationMs: 3000 });
};

/**
 * Approve: the requested organizations as a checkbox tree (in the tree's order and depth, nothing else
 * offered), all checked; unchecking narrows the scope. An organization deleted since shows by id no more.
 */
function ApproveDialog({ application, onClose }: { application: AssistantApplicationDto; onClose: () => void }) {
  const t = useT();
  const approvals = useApprovals();
  const tree = useOrganizationTree();
  const requested = useMemo(() => application.requestedOrganizations.map((o) => o.id), [application]);
  const [checked, setChecked] = useState<readonly string[]>(requested);
  const rows = useMemo(() => {
    const inTree = tree.nodes.filter((n) => requested.includes(n.item.id)).map((n) => ({ value: n.item.id, label: n.item.name, depth: n.depth }));
    const known = new Set(inTree.map((r) => r.value));
    // Until the tree has loaded (or for a name the tree no longer has) the application's own names stand in.
    const rest = application.requestedOrganizations.filter((o) => !known.has(o.id)).map((o) => ({ value: o.id, label: o.name ?? o.id, depth: 0 }));
    return [...inTree, ...rest];
  }, [tree.nodes, requested, application]);
  const decision = useDecision(
    () => approvals.assistants.approve(application.id, { organizationIds: checked, concurrencyStamp: application.concurrencyStamp }, DECISION_CALL),
    () => {
      done(t('People.Assistant.Approved', { name: application.name }));
      onClose();
    },
    () => checked.length > 0,
  );
  return (
    <DecisionDialog title={t('People.Assistant.ApproveTitle', { name: application.name })} testId="approve-dialog" actionLabel={t('People.Assistant.Approve')} decision={decision} onClose={onClose}>
      <PlainField
        label={t('People.Assistant.Granted')}
        helper={t('People.Assistant.ApproveHint')}
        error={decision.missing ? t('Validation.Required') : (decision.fieldErrors.organizationIds ?? null)}
      >
        <CheckboxList label={t('People.Assistant.Granted')} choices={rows} selected={checked} onChange={setChecked} />
      </PlainField>
      {application.message !== '' && (
        <Text fontSize="sm" color="fg.muted">
          {application.message}
        </Text>
      )}
    </DecisionDialog>
  );
}

/** Reject a pending application or revoke an approved one: the reason is required. */
function ReasonDialog({ kind, application, onClose }: { kind: 'reject' | 'revoke'; application: AssistantApplicationDto; onClose: () => void }) {
  const t = useT();
  const approvals = useApprovals();
  const [reason, setReason] = useState('');
  const decision = useDecision(
    () => {
      const body = { reason: reason.trim(), concurrencyStamp: application.concurrencyStamp };
      return kind === 'reject' ? approvals.assistants.reject(application.id, body, DECISION_CALL) : approvals.assistants.revoke(application.id, body, DECISION_CALL);
    },
    () => {
      done(t('People.Assistant.Done'));
      onClose();
    },
    () => reason.trim() !== '',
  );
  const title = kind === 'reject' ? 'People.Assistant.RejectTitle' : 'People.Assistant.RevokeTitle';
  return (
    <DecisionDialog
      title={t(title, { name: application.name })}
      testId={`${kind}-dialog`}
      actionLabel={t(kind === 'reject' ? 'People.Assistant.Reject' : 'People.Assistant.Revoke')}
      danger
      decision={decision}
      onClose={onClose}
    >
      <DecisionText
        label={t('People.Assistant.Reason')}
        name="reason"
        required
        value={reason}
        onChange={setReason}
        max={AssistantLimits.reasonMax}
        error={decision.missing ? t('Validation.Required') : (decision.fieldErrors.reason ?? null)}
      />
    </DecisionDialog>
  );
}

/** Loaded when a decision is first opened (see DecisionDialog). */
export default function AssistantDecisionDialog({ kind, application, onClose }: { kind: 'approve' | 'reject' | 'revoke'; application: AssistantApplicationDto; onClose: () => void }) {
  return kind === 'approve' ? <ApproveDialog application={application} onClose={onClose} /> : <ReasonDialog kind={kind} application={application} onClose={onClose} />;
}
