import { chakra, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';

/*
 * Chakra's NativeSelect (same `nativeSelect` recipe, slots, sizes and classes) on a plain `<select>`.
 * Chakra's own NativeSelect.Field is Ark's Field.Select, which brings Ark's whole Field module and its
 * runtime into the page; list filters use these through SelectBox, form fields through FieldSelectBox (which
 * also takes a PlainField's ids and state). A disabled select passes `disabled` to both the field and the
 * indicator (which dims with it).
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'nativeSelect' });

export const PlainSelectRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'nativeSelect'>>>('div', 'root');

export const PlainSelectField = withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field');

const IndicatorBox = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator');

/** The chevron Chakra's NativeSelect.Indicator draws. */
export function PlainSelectIndicator({ disabled = false }: { disabled?: boolean }) {
  return (
    <IndicatorBox data-disabled={disabled ? '' : undefined}>
      <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m6 9 6 6 6-6" />
      </chakra.svg>
    </IndicatorBox>
  );
}
