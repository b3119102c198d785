import { chakra, type SystemStyleObject } from '@chakra-ui/react';

/**
 * A yes/no (or select-this-row) cell: the browser's own checkbox — labelled, keyboard and form behaviour
 * built in — in the brand colour and the size of Chakra's small checkbox. Chakra's Checkbox is a state
 * machine around the same hidden input; a table cell does not need it on the page's first load.
 */
export function CellCheckbox({
  label,
  checked,
  onChange,
  disabled = false,
  mt = '1.5',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  mt?: SystemStyleObject['mt'];
}) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => {
        onChange(e.currentTarget.checked);
      }}
      colorPalette="brand"
      accentColor="colorPalette.solid"
      boxSize="4"
      mt={mt}
      cursor={disabled ? 'not-allowed' : 'pointer'}
      focusVisibleRing="outside"
    />
  );
}
