import { NativeSelect } from '@chakra-ui/react';
import type { SelectOption } from './form-fields';

/**
 * A native select (the phone's own picker on mobile, no popup machinery): options, an optional empty
 * choice, and the value as a string. Inside a Chakra Field it takes the field's label and ids.
 */
export function SelectBox({
  value,
  onChange,
  options,
  placeholder,
  label,
  invalid,
  name,
  size = 'sm',
  width,
}: {
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
}) {
  return (
    <NativeSelect.Root size={size} {...(width === undefined ? {} : { width })}>
      <NativeSelect.Field
        name={name}
        aria-label={label}
        aria-invalid={invalid}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
