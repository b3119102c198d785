import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FieldControlContext, type FieldControlProps } from './field-control';

/*
 * Chakra's Field (same `field` recipe, slots and classes) on plain elements: a label, the control, a helper
 * text and an error text. Chakra's Field is Ark's Field module (and its runtime); a form's labels do not need
 * it on the page's first load. The field hands its control the id the label points at, `required`,
 * `aria-invalid` and `aria-describedby` (the error while there is one, else the helper) through a small
 * context (./field-control.ts) that PlainInput, PlainTextarea and FieldSelectBox read; other controls take
 * `useFieldControl()`.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'field' });

export const PlainFieldRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div', SlotRecipeProps<'field'>>>('div', 'root');
const Label = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'label');
const RequiredIndicator = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'requiredIndicator');
const HelperText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'helperText');
const ErrorText = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'errorText');

/** The field's error text, announced when it appears (as Ark's); its id is the one the control's `aria-describedby` names. */
export function PlainFieldErrorText(props: HTMLChakraProps<'span'> & { id: string }) {
  return <ErrorText aria-live="polite" {...props} />;
}

export function PlainField({
  label,
  error,
  required = false,
  helper,
  children,
}: {
  label: string;
  /** A translated message, or null when the value is fine. */
  error: string | null;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const invalid = error !== null;
  const shownHelper = helper !== undefined && !invalid;
  const describedBy = invalid ? errorId : shownHelper ? helperId : undefined;
  const control: FieldControlProps = {
    id,
    ...(required ? { required: true } : {}),
    ...(invalid ? { 'aria-invalid': true } : {}),
    ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
  };
  const state = { 'data-invalid': invalid ? '' : undefined, 'data-required': required ? '' : undefined };
  return (
    <PlainFieldRoot {...state}>
      <Label htmlFor={id} {...state}>
        {label}
        {required && <RequiredIndicator aria-hidden>*</RequiredIndicator>}
      </Label>
      <FieldControlContext value={control}>{children}</FieldControlContext>
      {shownHelper && <HelperText id={helperId}>{helper}</HelperText>}
      {invalid && <PlainFieldErrorText id={errorId}>{error}</PlainFieldErrorText>}
    </PlainFieldRoot>
  );
}
