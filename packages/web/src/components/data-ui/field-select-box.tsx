import { useFieldControl } from './field-control';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from './plain-native-select';
import { selectFieldProps, type SelectBoxProps } from './select-box';

/**
 * SelectBox inside a PlainField (form fields, dialogs): the same plain select, also taking the field's id
 * (its label), `required`, `aria-invalid` and `aria-describedby`, and optionally disabled (the chevron dims
 * with it). Outside a field use SelectBox (./select-box.tsx).
 */
export function FieldSelectBox(props: SelectBoxProps & { disabled?: boolean }) {
  const { size = 'sm', width, disabled = false } = props;
  return (
    <PlainSelectRoot size={size} {...(width === undefined ? {} : { width })}>
      <PlainSelectField {...selectFieldProps(props)} {...useFieldControl()} disabled={disabled} />
      <PlainSelectIndicator disabled={disabled} />
    </PlainSelectRoot>
  );
}
