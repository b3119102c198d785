import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { ScanLimits, type TicketLogDto } from '@eticket/core/scanning';
import { useId, useState } from 'react';
import { failureText } from '../../../components/data-ui/api-failure';
import { PlainTextarea } from '../../../components/data-ui/plain-textarea';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { useT } from '../../../i18n/i18n-context';

/**
 * Revoke an own record: the reason is required; a refusal (the window passed, already settled) stays in the
 * dialog with the server's reason.
 */
export default function RevokeDialog({ record, revoke, onClose, onDone }: {
  record: TicketLogDto;
  revoke: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = () => {
    if (reason.trim() === '') {
      setError(t('ScanStation.Mine.ReasonRequired'));
      return;
    }
    setPending(true);
    revoke(reason.trim()).then(
      () => {
        setPending(false);
        onDone();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failureText(failure, t));
      },
    );
  };
  return (
    <FullUiProvider>
      <ModalFrame
        title={t('ScanStation.Mine.RevokeTitle')}
        testId="revoke-dialog"
        onClose={onClose}
        actions={
          <Button colorPalette="red" loading={pending} onClick={submit} minH="11">
            {t('ScanStation.Mine.Revoke')}
          </Button>
        }
      >
        <Stack gap="3">
          <Text>{t('ScanStation.Mine.RevokeWhat', { procedure: record.procedureName, qty: record.qty, bundle: record.bundleNo, order: record.orderNo })}</Text>
          <Stack gap="1">
            <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block">
              {t('ScanStation.Mine.Reason')}
            </chakra.label>
            <PlainTextarea
              id={id}
              rows={3}
              maxLength={ScanLimits.reasonMax}
              value={reason}
              aria-invalid={error !== null}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
            />
            {error !== null && (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="revoke-error">
                {error}
              </Text>
            )}
          </Stack>
        </Stack>
      </ModalFrame>
    </FullUiProvider>
  );
}
