import { Text } from '@chakra-ui/react';
import { AssistantLimits } from '@eticket/core/people';
import { useState } from 'react';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { invalidate } from '../../../components/data-ui/invalidation';
import { CheckboxList } from '../../../components/data-ui/checkbox-list';
import { PlainField } from '../../../components/data-ui/plain-field';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { ApprovalResource, DECISION_CALL, useApprovals } from '../approvals-api';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';
import { useOrganizationTree } from '../organizations/use-organization-tree';

/** Apply: the organizations to report for (the whole tree, indented) and a message. */
export default function AssistantApplyDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const approvals = useApprovals();
  const tree = useOrganizationTree();
  const [checked, setChecked] = useState<readonly string[]>([]);
  const [message, setMessage] = useState('');
  const decision = useDecision(
    () => approvals.assistants.apply({ organizationIds: [...checked], message: message.trim() }, DECISION_CALL),
    () => {
      invalidate(ApprovalResource.assistant);
      notify({ kind: 'message', type: 'success', title: t('Shell.AssistantApply.Submitted'), durationMs: 3000 });
      onClose();
    },
    () => checked.length > 0,
  );
  const organizationsError = decision.missing ? t('Validation.Required') : (Object.entries(decision.fieldErrors).find(([path]) => path.startsWith('organizationIds'))?.[1] ?? null);
  return (
    <DataUiProvider>
    <DecisionDialog title={t('Shell.AssistantApply.Title')} testId="assistant-apply-dialog" actionLabel={t('Shell.AssistantApply.Submit')} decision={decision} onClose={onClose}>
      <Text fontSize="sm" color="fg.muted">
        {t('Shell.AssistantApply.Intro')}
      </Text>
      <PlainField label={t('Shell.AssistantApply.Organizations')} required error={organizationsError}>
        <CheckboxList
          label={t('Shell.AssistantApply.Organizations')}
          choices={tree.nodes.map((n) => ({ value: n.item.id, label: n.item.name, depth: n.depth }))}
          selected={checked}
          onChange={setChecked}
          maxH="64"
        />
      </PlainField>
      <DecisionText label={t('Shell.AssistantApply.Message')} name="message" rows={2} value={message} onChange={setMessage} max={AssistantLimits.messageMax} error={decision.fieldErrors.message ?? null} />
    </DecisionDialog>
    </DataUiProvider>
  );
}
