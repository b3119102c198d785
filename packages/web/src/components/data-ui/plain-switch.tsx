import { chakra, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { peerFocusRing } from './peer-focus-ring';

/*
 * Chakra's Switch (same `switch` recipe, slots, sizes and classes) on the browser's own checkbox with
 * role="switch". Chakra's Switch is Ark's zag state machine around the same hidden input; an on/off field
 * does not need it on the page's first load. The `<label>` root names the input and toggles it on click,
 * Space toggles it (native), and the track and thumb take the recipe's checked, disabled and invalid looks
 * from data attributes set from `checked` (the control is always controlled) and the focus ring from the
 * input's :focus-visible (it is the `peer` of the track).
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'switch' });

const Root = withProvider<HTMLLabelElement, HTMLChakraProps<'label', SlotRecipeProps<'switch'>>>('label', 'root');
const Control = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'control');
const Thumb = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'thumb');
const Label = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'label');

export function PlainSwitch({
  label,
  checked,
  onCheckedChange,
  name,
  disabled = false,
  invalid = false,
  describedBy,
  size = 'sm',
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** id of the text that explains the field (its error). */
  describedBy?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const state = {
    'data-checked': checked ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-invalid': invalid ? '' : undefined,
  };
  return (
    <Root size={size} colorPalette="brand" {...state}>
      <chakra.input
        type="checkbox"
        role="switch"
        className="peer"
        srOnly
        name={name}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onCheckedChange(e.currentTarget.checked);
        }}
      />
      <Control aria-hidden {...state} _peerFocusVisible={peerFocusRing}>
        <Thumb {...state} />
      </Control>
      <Label {...state}>{label}</Label>
    </Root>
  );
}
