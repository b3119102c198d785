import { Stack } from '@chakra-ui/react';
import type { QtyLine } from '@eticket/core/domain';
import { createBundlePlanDraftMachine, planFromRequest, planRequest, type BundlePlanDraftEvent, type BundlePlanRequest, type PlanContext, type StoredBundlePlan } from '@eticket/core/production';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { BundlePlanGrid } from './bundle-plan-grid';
import { BundlePlanGenerate, BundlePlanPreview } from './bundle-plan-preview';
import { BundlePlanSettings } from './bundle-plan-settings';

/**
 * The bundle-plan editor (编菲, domain §3.3): a colour × size grid of {input, bundles}; multiple mode (input
 * = pieces per bundle) or split mode (input = the cell's pieces, split evenly, remainder to the last);
 * start number or custom numbers; fill helpers (from the lay, same bundle count, copy a row or column). The
 * preview is live and computed with the core planner the server runs before it writes, so what is shown is
 * what gets generated: bundle numbers, totals per colour and size, and what the order still needs.
 */
export interface BundlePlanEditorProps {
  /** The order's colours and sizes (numbering follows their order) and its quantities. */
  order: { colors: readonly string[]; sizes: readonly string[]; lines: readonly QtyLine[] };
  /** The bed's colours laid and ratio sizes (the grid's rows and columns), in the order's order. */
  colors: readonly string[];
  sizes: readonly string[];
  /** The lay's pieces (ratio × layers), for "fill from the lay". */
  lay: readonly QtyLine[];
  /** Live bundles of the order's other beds, and the numbers they use. */
  cutElsewhere: readonly QtyLine[];
  numbersElsewhere: readonly number[];
  bedDyeLot: string | null;
  /** The plan the bed was generated from, if any. */
  stored: StoredBundlePlan | null;
  /** Bundles already exist (generating again replaces them). */
  hasBundles: boolean;
  /** Nothing printed or scanned yet (else the grid is read-only). */
  canGenerate: boolean;
  generating: boolean;
  onGenerate: (request: BundlePlanRequest) => void;
}

// The bed's axes, lay and stored plan are read when the editor opens; the page remounts it for another bed or a saved change.
const bundlePlanDraftMachine = createBundlePlanDraftMachine();

export function BundlePlanEditor(props: BundlePlanEditorProps) {
  const { colors, sizes, canGenerate } = props;
  const actor = useActorRef(bundlePlanDraftMachine, { input: { colors, sizes, lay: props.lay, stored: props.stored, editable: canGenerate } });
  const send = useCallback((event: BundlePlanDraftEvent) => {
    actor.send(event);
  }, [actor]);
  useEffect(() => {
    actor.send({ type: 'editable.change', editable: canGenerate });
  }, [actor, canGenerate]);
  const draft = useSelector(actor, (s) => s.context.draft);
  const perBundle = useSelector(actor, (s) => s.context.perBundle);
  const sameCount = useSelector(actor, (s) => s.context.sameCount);
  const readOnly = !canGenerate;

  const context = useMemo<PlanContext>(
    () => ({ order: props.order, cutElsewhere: props.cutElsewhere, numbersElsewhere: props.numbersElsewhere, bedDyeLot: props.bedDyeLot }),
    [props.order, props.cutElsewhere, props.numbersElsewhere, props.bedDyeLot],
  );
  const request = useMemo(() => planRequest(draft, colors, sizes), [draft, colors, sizes]);
  // Typing stays responsive on a big bed: the preview follows a moment later.
  const deferred = useDeferredValue(request);
  const { preview } = useMemo(() => planFromRequest(deferred, context), [deferred, context]);
  const stale = deferred !== request;

  return (
    <Stack gap="4" data-testid="bundle-plan-editor">
      <BundlePlanSettings draft={draft} perBundle={perBundle} sameCount={sameCount} suggestedStartNo={preview.suggestedStartNo} hasLay={props.lay.length > 0} readOnly={readOnly} send={send} />
      <BundlePlanGrid colors={colors} sizes={sizes} grid={draft.grid} preview={preview} readOnly={readOnly} send={send} />
      <BundlePlanPreview preview={preview} stale={stale} />
      <BundlePlanGenerate canGenerate={canGenerate} hasBundles={props.hasBundles} ready={preview.ok && !stale} generating={props.generating} onGenerate={() => { props.onGenerate(request); }} />
    </Stack>
  );
}
