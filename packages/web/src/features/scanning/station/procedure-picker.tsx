import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { unofferedReason, type StationProcedure } from '@eticket/core/scanning';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';

/** Reasons the server gives (its own text keys); others are shown as "not available". */
const SERVER_REASON_PREFIX = 'Scanning.Error.';

/**
 * The procedures of the bundle as big buttons (a radio group): the ones the worker may report first, each
 * with what is left and its rate; the others greyed with the reason.
 */
export function ProcedurePicker({ procedures, chosen, onChoose }: { procedures: readonly StationProcedure[]; chosen: string | null; onChoose: (id: string) => void }) {
  const t = useT();
  const money = useMoney();
  const reasonText = (p: StationProcedure) => {
    const key = unofferedReason(p);
    if (key === null) return null;
    return key.startsWith(SERVER_REASON_PREFIX) || key.startsWith('ScanStation.') ? t(key, { remaining: p.remaining }) : t('ScanStation.Reason.NotClaimable');
  };
  if (procedures.length === 0) return <Text color="fg.muted">{t('ScanStation.Procedure.None')}</Text>;
  return (
    <Stack gap="2" role="radiogroup" aria-label={t('ScanStation.Procedure.Label')} data-testid="procedure-picker">
      {procedures.map((p) => {
        const selected = p.orderProcedureId === chosen;
        const reason = reasonText(p);
        return (
          <Button
            key={p.orderProcedureId}
            role="radio"
            aria-checked={selected}
            disabled={!p.offered}
            onClick={() => {
              onChoose(p.orderProcedureId);
            }}
            variant={selected ? 'solid' : 'outline'}
            colorPalette={selected ? 'brand' : 'gray'}
            minH="14"
            h="auto"
            py="2"
            justifyContent="space-between"
            whiteSpace="normal"
            textAlign="start"
            data-testid={`procedure-${p.orderProcedureId}`}
          >
            <Box>
              <Text fontWeight="semibold">{t('ScanStation.Procedure.Name', { seq: p.seq, name: p.name })}</Text>
              {reason !== null && (
                <Text fontSize="xs" data-testid="procedure-reason">
                  {reason}
                </Text>
              )}
            </Box>
            <Box textAlign="end" flexShrink={0}>
              <Text fontSize="sm">{t('ScanStation.Procedure.Remaining', { qty: p.available })}</Text>
              {p.unitPrice !== null && <Text fontSize="xs">{money(p.unitPrice)}</Text>}
            </Box>
          </Button>
        );
      })}
    </Stack>
  );
}
