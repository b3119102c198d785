import { chakra, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { peerFocusRing } from './peer-focus-ring';

/*
 * Chakra's Checkbox (same `checkbox` recipe, slots, sizes and classes) on the browser's own checkbox.
 * Chakra's Checkbox is Ark's zag state machine around the same hidden input; a labelled choice in a form
 * does not need it on the page's first load. The `<label>` root names the input and toggles it on click,
 * Space toggles it (native); the box takes the recipe's checked and disabled looks from data attributes set
 * from `checked` (the control is always controlled) and the focus ring from the input's :focus-visible.
 * For a checkbox in a table cell without a visible label, see CellCheckbox.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'checkbox' });

const Root = withProvider<HTMLLabelElement, HTMLChakraProps<'label', SlotRecipeProps<'checkbox'>>>('label', 'root');
const Control = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'control');
const Label = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'label');

export function PlainCheckbox({
  label,
  checked,
  onCheckedChange,
  disabled = false,
  size = 'sm',
}: {
  label: string;
  /** 'indeterminate': part of what it stands for is checked (a tree's parent); a click checks it all. */
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const state = {
    'data-state': checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
  };
  return (
    <Root size={size} colorPalette="brand" {...state}>
      <chakra.input
        type="checkbox"
        className="peer"
        srOnly
        checked={checked === true}
        ref={(input: HTMLInputElement | null) => {
          // Only a property: the browser and screen readers then report it as mixed.
          if (input !== null) input.indeterminate = checked === 'indeterminate';
        }}
        disabled={disabled}
        onChange={(e) => {
          onCheckedChange(e.currentTarget.checked);
        }}
      />
      <Control aria-hidden {...state} _peerFocusVisible={peerFocusRing}>
        {checked === 'indeterminate' && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round">
            <line x1="5" y1="12" x2="19" y2="12" />
          </svg>
        )}
        {checked === true && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round">
            <polyline points="20 6 9 17 4 12" />
          </svg>
        )}
      </Control>
      <Label {...state}>{label}</Label>
    </Root>
  );
}
