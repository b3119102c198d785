import { Box, Stack, Text } from '@chakra-ui/react';
import { AssistantLimits } from '@eticket/core/people';
import { useState } from 'react';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { invalidate } from '../../../components/data-ui/invalidation';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import { PlainField } from '../../../components/data-ui/plain-field';
import { PlainTextarea } from '../../../components/data-ui/plain-textarea';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { ApprovalResource, DECISION_CALL, useApprovals } from '../approvals-api';
import { DecisionDialog, useDecision } from '../approvals/decision-dialog';
import { useOrganizationTree } from '../organizations/use-organization-tree';

/** Apply: the organizations to report for (the whole tree, indented) and a message. */
export default function AssistantApplyDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const approvals = useApprovals();
  const tree = useOrganizationTree();
  const [checked, setChecked] = useState<readonly string[]>([]);
  const [message, setMessage] = useState('');
  const [empty, setEmpty] = useState(false);
  const decision = useDecision(
    () => approvals.assistants.apply({ organizationIds: [...checked], message: message.trim() }, DECISION_CALL),
    () => {
      invalidate(ApprovalResource.assistant);
      notify({ kind: 'message', type: 'success', title: t('Shell.AssistantApply.Submitted'), durationMs: 3000 });
      onClose();
    },
  );
  const guarded = {
    ...decision,
    run: () => {
      setEmpty(checked.length === 0);
      if (checked.length > 0) decision.run();
    },
  };
  const organizationsError = empty ? t('Validation.Required') : (Object.entries(decision.fieldErrors).find(([path]) => path.startsWith('organizationIds'))?.[1] ?? null);
  return (
    <DataUiProvider>
    <DecisionDialog title={t('Shell.AssistantApply.Title')} testId="assistant-apply-dialog" actionLabel={t('Shell.AssistantApply.Submit')} decision={guarded} onClose={onClose}>
      <Text fontSize="sm" color="fg.muted">
        {t('Shell.AssistantApply.Intro')}
      </Text>
      <PlainField label={t('Shell.AssistantApply.Organizations')} required error={organizationsError}>
        <Stack gap="2" role="group" aria-label={t('Shell.AssistantApply.Organizations')} maxH="64" overflowY="auto">
          {tree.nodes.map((node) => (
            <Box key={node.item.id} ps={String(node.depth * 5)}>
              <PlainCheckbox
                label={node.item.name}
                checked={checked.includes(node.item.id)}
                onCheckedChange={(on) => {
                  setChecked((ids) => (on ? [...ids, node.item.id] : ids.filter((id) => id !== node.item.id)));
                }}
              />
            </Box>
          ))}
        </Stack>
      </PlainField>
      <PlainField label={t('Shell.AssistantApply.Message')} error={decision.fieldErrors.message ?? null}>
        <PlainTextarea
          name="message"
          rows={2}
          maxLength={AssistantLimits.messageMax}
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
          }}
        />
      </PlainField>
    </DecisionDialog>
    </DataUiProvider>
  );
}
