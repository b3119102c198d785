import { Alert, Button } from '@chakra-ui/react';
import { useT } from '../../i18n/i18n-context';

/** A 409 on save: what the server said, and a way to load what is stored now (dropping the edits). */
export function ConflictAlert({ message, onReload }: { message: string; onReload?: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="warning" data-testid="form-conflict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>{t('Data.Form.ConflictHint')}</Alert.Description>
      </Alert.Content>
      {onReload !== undefined && (
        <Button size="sm" variant="outline" onClick={onReload} alignSelf="center">
          {t('Data.Form.Reload')}
        </Button>
      )}
    </Alert.Root>
  );
}
