import { Text } from '@chakra-ui/react';
import { ProductionLimits, validateBundleBlockInput, type BundleDto } from '@eticket/core/production';
import { useState } from 'react';
import { DecisionDialog, DecisionReason, useDecision } from '../../../components/data-ui/decision-dialog';
import { invalidate } from '../../../components/data-ui/invalidation';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';

/**
 * Hold a bundle from scanning (暂停扫码) with a reason, checked by the server's own reader before sending.
 * A bundle voided meanwhile is refused by the server and the dialog says why.
 */
export default function BundleHoldDialog({ bundle, onClose }: { bundle: BundleDto; onClose: () => void }) {
  const t = useT();
  const production = useProduction();
  const [reason, setReason] = useState('');
  const decision = useDecision(
    () => production.bundles.block(bundle.id, { reason: reason.trim() }, INLINE_CALL),
    () => {
      notify({ kind: 'message', type: 'success', title: t('Production.Bundle.Done', { bundleNo: bundle.bundleNo }), durationMs: 3000 });
      invalidate(ProductionResource.bundle);
      onClose();
    },
    () => validateBundleBlockInput({ reason }).ok,
  );
  return (
    <DecisionDialog title={t('Production.Bundle.BlockTitle', { bundleNo: bundle.bundleNo })} testId="bundle-hold-dialog" actionLabel={t('Production.Bundle.Block')} danger decision={decision} onClose={onClose}>
      <Text fontSize="sm">{t('Production.Bundle.BlockWhat')}</Text>
      <DecisionReason label={t('Production.Bundle.BlockReason')} value={reason} onChange={setReason} max={ProductionLimits.blockReasonMax} decision={decision} />
    </DecisionDialog>
  );
}
