import { Box, Button, chakra, Flex, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { positiveCount, type BundlePlanDraftEvent, type PlanDraft } from '@eticket/core/production';
import { LuWandSparkles } from 'react-icons/lu';
import { PlainSwitch } from '../../../components/data-ui/plain-switch';
import { useT } from '../../../i18n/i18n-context';

export interface BundlePlanSettingsProps {
  draft: PlanDraft;
  perBundle: string;
  sameCount: string;
  /** The start number used when none is typed. */
  suggestedStartNo: number;
  hasLay: boolean;
  readOnly: boolean;
  send: (event: BundlePlanDraftEvent) => void;
}

/** Mode, start or custom numbers, and the fill helpers (from the lay, the same bundle count everywhere). */
export function BundlePlanSettings({ draft, perBundle, sameCount, suggestedStartNo, hasLay, readOnly, send }: BundlePlanSettingsProps) {
  const t = useT();
  return (
    <>
      <Flex gap="4" flexWrap="wrap" align="flex-end">
        <Box>
          <chakra.label fontSize="sm" mb="1" display="block" htmlFor="plan-mode">
            {t('Production.Plan.Mode')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto" disabled={readOnly}>
            <NativeSelect.Field id="plan-mode" value={draft.mode} onChange={(e) => { send({ type: 'mode.change', mode: e.currentTarget.value === 'multiple' ? 'multiple' : 'split' }); }}>
              <option value="split">{t('Production.BundleMode.Split')}</option>
              <option value="multiple">{t('Production.BundleMode.Multiple')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <chakra.label fontSize="sm" mb="1" display="block" htmlFor="plan-start-no">
            {t('Production.Field.StartNo')}
          </chakra.label>
          <Input
            id="plan-start-no"
            size="sm"
            w="28"
            inputMode="numeric"
            placeholder={String(suggestedStartNo)}
            value={draft.startNo}
            disabled={readOnly || draft.useCustomNumbers}
            onChange={(e) => { send({ type: 'startNo.change', text: e.currentTarget.value }); }}
          />
        </Box>
        <PlainSwitch label={t('Production.Plan.CustomNumbers')} checked={draft.useCustomNumbers} disabled={readOnly} onCheckedChange={(on) => { send({ type: 'customNumbers.toggle', on }); }} />
      </Flex>
      {draft.useCustomNumbers && (
        <Box>
          <Textarea
            size="sm"
            rows={2}
            aria-label={t('Production.Plan.CustomNumbersLabel')}
            placeholder={t('Production.Plan.CustomNumbersHint')}
            value={draft.customNumbers}
            disabled={readOnly}
            onChange={(e) => { send({ type: 'customNumbers.change', text: e.currentTarget.value }); }}
          />
        </Box>
      )}
      {!readOnly && (
        <Flex gap="2" flexWrap="wrap" align="center" fontSize="sm">
          <Text>{t(draft.mode === 'split' ? 'Production.Plan.AboutPerBundle' : 'Production.Plan.PerBundle')}</Text>
          <Input size="xs" w="16" inputMode="numeric" aria-label={t('Production.Plan.PiecesPerBundle')} value={perBundle} onChange={(e) => { send({ type: 'perBundle.change', text: e.currentTarget.value }); }} />
          <Button size="xs" variant="outline" disabled={positiveCount(perBundle) === null || !hasLay} onClick={() => { send({ type: 'fill.fromLay' }); }}>
            <LuWandSparkles aria-hidden />
            {t('Production.Plan.FillFromLay')}
          </Button>
          <Text ms={{ base: 0, md: 3 }}>{t('Production.Plan.SameBundles')}</Text>
          <Input size="xs" w="14" inputMode="numeric" aria-label={t('Production.Plan.SameBundlesCount')} value={sameCount} onChange={(e) => { send({ type: 'sameCount.change', text: e.currentTarget.value }); }} />
          <Button size="xs" variant="outline" disabled={positiveCount(sameCount) === null} onClick={() => { send({ type: 'fill.sameCount' }); }}>
            {t('Production.Plan.Apply')}
          </Button>
        </Flex>
      )}
    </>
  );
}
