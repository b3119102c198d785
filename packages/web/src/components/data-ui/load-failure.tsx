import { Alert } from '@chakra-ui/react';
import { useT } from '../../i18n/i18n-context';
import { failureText } from './api-failure';

/** A read that failed: the server's (or the network's) reason, translated, where the data would be. */
export function LoadFailure({ error }: { error: unknown }) {
  const t = useT();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{failureText(error, t)}</Alert.Title>
    </Alert.Root>
  );
}
