import type { ChangeEvent } from 'react';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from './plain-native-select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectBoxProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The text of the empty choice ('' value); absent: no empty choice. */
  placeholder?: string;
  /** Accessible name when there is no field label. */
  label?: string;
  invalid?: boolean;
  name?: string;
  size?: 'xs' | 'sm';
  width?: string | Record<string, string>;
}

/**
 * A native select (the phone's own picker on mobile, no popup machinery): options, an optional empty
 * choice, and the value as a string. Looks like Chakra's NativeSelect without Ark's Field module, which a
 * list filter or a pager does not need (./plain-native-select.tsx). Inside a PlainField (label, ids from
 * the field) use FieldSelectBox instead.
 */
export function SelectBox(props: SelectBoxProps) {
  const { size = 'sm', width } = props;
  return (
    <PlainSelectRoot size={size} {...(width === undefined ? {} : { width })}>
      <PlainSelectField {...selectFieldProps(props)} />
      <PlainSelectIndicator />
    </PlainSelectRoot>
  );
}

/** The options of a SelectBox (and FieldSelectBox): the empty choice first when there is one. */
export function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** The select element's props (name, accessible name, value, change, options) shared with FieldSelectBox. */
export function selectFieldProps({ name, label, invalid, value, onChange, options, placeholder }: SelectBoxProps) {
  return {
    name,
    'aria-label': label,
    // Absent unless given: inside a Field the field's own aria-invalid applies.
    'aria-invalid': invalid,
    value,
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      onChange(e.currentTarget.value);
    },
    children: <SelectOptions options={options} {...(placeholder === undefined ? {} : { placeholder })} />,
  };
}
