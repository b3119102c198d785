import { useId } from 'react';
import { FieldSelectBox } from './field-select-box';
import type { SelectOption } from './select-box';
import { PlainField, PlainFieldErrorText, PlainFieldRoot } from './plain-field';
import { PlainInput } from './plain-input';
import { PlainSwitch } from './plain-switch';
import { PlainTextarea } from './plain-textarea';
import type { EntityForm } from './use-entity-form';

/**
 * Labelled controls bound to an `EntityForm` by field name: value, change, blur (shows the field's
 * error once left) and the error text, wired through PlainField (Chakra's field recipe without Ark's Field
 * module) so the label, `aria-invalid` and `aria-describedby` of the error are always right. Inside a
 * FormField use PlainInput, PlainTextarea or FieldSelectBox: they take the field's ids and state.
 */

/** Keys of V whose values are strings (text inputs). */
type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** A label, its control (the children) and the helper or error text. */
export const FormField = PlainField;

/** Set one text (or id) value of the form and clear its error. */
export function setText<V>(form: EntityForm<V>, name: string, value: string): void {
  form.update((v) => ({ ...v, [name]: value }), [name]);
}

export function TextField<V>({
  form,
  name,
  label,
  required,
  maxLength,
  placeholder,
  helper,
  inputMode,
  type,
}: {
  form: EntityForm<V>;
  name: StringKeys<V>;
  label: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  helper?: string;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'url' | 'text';
  /** A business date (yyyy-MM-dd) gets the browser's date picker. */
  type?: 'date';
}) {
  const value = form.values[name] as string;
  return (
    <FormField label={label} error={form.errorOf(name)} required={required ?? false} {...(helper === undefined ? {} : { helper })}>
      <PlainInput
        size="sm"
        name={name}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        type={type}
        onChange={(e) => {
          setText(form, name, e.currentTarget.value);
        }}
        onBlur={() => {
          form.touch(name);
        }}
      />
    </FormField>
  );
}

export function TextareaField<V>({ form, name, label, maxLength }: { form: EntityForm<V>; name: StringKeys<V>; label: string; maxLength?: number }) {
  const value = form.values[name] as string;
  return (
    <FormField label={label} error={form.errorOf(name)}>
      <PlainTextarea
        size="sm"
        name={name}
        rows={3}
        value={value}
        maxLength={maxLength}
        onChange={(e) => {
          setText(form, name, e.currentTarget.value);
        }}
        onBlur={() => {
          form.touch(name);
        }}
      />
    </FormField>
  );
}

/** A native select: light, and the phone's own picker on mobile. '' is "none". */
export function SelectField<V>({
  form,
  name,
  label,
  options,
  placeholder,
  required,
}: {
  form: EntityForm<V>;
  name: StringKeys<V>;
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty choice ('' value); absent: no empty choice. */
  placeholder?: string;
  required?: boolean;
}) {
  const value = form.values[name] as string;
  return (
    <FormField label={label} error={form.errorOf(name)} required={required ?? false}>
      <FieldSelectBox
        name={name}
        value={value}
        options={options}
        {...(placeholder === undefined ? {} : { placeholder })}
        onChange={(next) => {
          setText(form, name, next);
          form.touch(name);
        }}
      />
    </FormField>
  );
}

export function SwitchField<V>({ form, name, label }: { form: EntityForm<V>; name: BooleanKeys<V>; label: string }) {
  const checked = form.values[name] as boolean;
  const error = form.errorOf(name);
  const errorId = `${useId()}-error`;
  return (
    <PlainFieldRoot data-invalid={error === null ? undefined : ''}>
      <PlainSwitch
        name={name}
        label={label}
        checked={checked}
        invalid={error !== null}
        {...(error === null ? {} : { describedBy: errorId })}
        onCheckedChange={(next) => {
          form.update((v) => ({ ...v, [name]: next }), [name]);
        }}
      />
      {error !== null && <PlainFieldErrorText id={errorId}>{error}</PlainFieldErrorText>}
    </PlainFieldRoot>
  );
}
