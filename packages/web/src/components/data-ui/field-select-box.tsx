import { NativeSelect } from '@chakra-ui/react';
import { selectFieldProps, type SelectBoxProps } from './select-box';

/**
 * SelectBox inside a Chakra Field (form fields, dialogs): Chakra's NativeSelect, which takes the field's
 * label, ids, `aria-describedby` and required/disabled state from the Field. Outside a Field use the
 * lighter SelectBox (./select-box.tsx): same look, without Ark's Field module.
 */
export function FieldSelectBox(props: SelectBoxProps) {
  const { size = 'sm', width } = props;
  return (
    <NativeSelect.Root size={size} {...(width === undefined ? {} : { width })}>
      <NativeSelect.Field {...selectFieldProps(props)} />
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
