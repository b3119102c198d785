import { Text } from '@chakra-ui/react';
import type { JoinApplicationDto } from '@eticket/core/tenants';
import { JOIN_REJECT_REASON_MAX } from '@eticket/core/tenants';
import { useState } from 'react';
import { FieldSelectBox } from '../../../components/data-ui/field-select-box';
import { invalidate } from '../../../components/data-ui/invalidation';
import { CheckboxList } from '../../../components/data-ui/checkbox-list';
import { PlainField } from '../../../components/data-ui/plain-field';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { organizationOptions, useOrganizationTree } from '../organizations/use-organization-tree';
import { PeopleResource } from '../people-api';
import { useUserChoices } from '../users/use-user-choices';
import { ApprovalResource, DECISION_CALL, useApprovals } from '../approvals-api';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';

const done = (title: string) => {
  invalidate(ApprovalResource.joinApplication, PeopleResource.user);
  notify({ kind: 'message', type: 'success', title, durationMs: 3000 });
};

/**
 * Pass: the organization (the requested one first; the tree indented), roles (none = the company's default
 * roles) and the technical level. The quota and a taken user name come back from the server and show here.
 */
function PassDialog({ application, onClose }: { application: JoinApplicationDto; onClose: () => void }) {
  const t = useT();
  const approvals = useApprovals();
  const tree = useOrganizationTree();
  const choices = useUserChoices();
  const [organizationId, setOrganizationId] = useState(application.requestedOrganizationId ?? '');
  const [roleIds, setRoleIds] = useState<readonly string[]>([]);
  const [levelId, setLevelId] = useState('');
  const decision = useDecision(
    () =>
      approvals.joinApplications.pass(
        application.id,
        { organizationId: organizationId === '' ? null : organizationId, roleIds, technicalLevelId: levelId === '' ? null : levelId, concurrencyStamp: application.concurrencyStamp },
        DECISION_CALL,
      ),
    () => {
      done(t('People.Approval.Passed', { name: application.name }));
      onClose();
    },
  );
  const rolesError = Object.entries(decision.fieldErrors).find(([path]) => path.startsWith('roleIds'))?.[1] ?? null;
  return (
    <DecisionDialog title={t('People.Approval.PassTitle', { name: application.name })} testId="pass-dialog" actionLabel={t('People.Approval.Pass')} decision={decision} onClose={onClose}>
      <Text fontSize="sm" color="fg.muted">
        {application.userName}
        {application.phoneNumber === null ? '' : ` · ${application.phoneNumber}`}
      </Text>
      <PlainField label={t('People.Approval.Organization')} error={decision.fieldErrors.organizationId ?? null}>
        <FieldSelectBox name="organizationId" value={organizationId} onChange={setOrganizationId} placeholder={t('People.Approval.NoOrganization')} options={organizationOptions(tree)} />
      </PlainField>
      <PlainField label={t('People.Approval.Roles')} error={rolesError} helper={t('People.Approval.RolesHint')}>
        <CheckboxList label={t('People.Approval.Roles')} choices={choices.roles} selected={roleIds} onChange={setRoleIds} />
      </PlainField>
      <PlainField label={t('People.Approval.TechnicalLevel')} error={decision.fieldErrors.technicalLevelId ?? null}>
        <FieldSelectBox name="technicalLevelId" value={levelId} onChange={setLevelId} placeholder={t('People.Approval.NoTechnicalLevel')} options={choices.levels} />
      </PlainField>
    </DecisionDialog>
  );
}

/** Reject, with the reason the application keeps. */
function RejectDialog({ application, onClose }: { application: JoinApplicationDto; onClose: () => void }) {
  const t = useT();
  const approvals = useApprovals();
  const [reason, setReason] = useState('');
  const decision = useDecision(
    () => approvals.joinApplications.reject(application.id, { reason: reason.trim(), concurrencyStamp: application.concurrencyStamp }, DECISION_CALL),
    () => {
      done(t('People.Approval.Rejected', { name: application.name }));
      onClose();
    },
  );
  return (
    <DecisionDialog title={t('People.Approval.RejectTitle', { name: application.name })} testId="reject-dialog" actionLabel={t('People.Approval.Reject')} danger decision={decision} onClose={onClose}>
      <DecisionText label={t('People.Approval.RejectReason')} name="reason" value={reason} onChange={setReason} max={JOIN_REJECT_REASON_MAX} error={decision.fieldErrors.reason ?? null} />
    </DecisionDialog>
  );
}

/** Loaded when a decision is first opened (see DecisionDialog). */
export default function JoinDecisionDialog({ kind, application, onClose }: { kind: 'pass' | 'reject'; application: JoinApplicationDto; onClose: () => void }) {
  return kind === 'pass' ? <PassDialog application={application} onClose={onClose} /> : <RejectDialog application={application} onClose={onClose} />;
}
