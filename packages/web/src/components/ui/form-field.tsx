import { Stack, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/** What the control needs to be labelled and described (spread it onto the input). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: string;
  /** A translated message, or null when the value is fine. */
  error?: string | null;
  helper?: string;
  required?: boolean;
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, helper and error text wired for screen readers by hand (label `for`, aria-describedby,
 * aria-invalid): the public pages skip the headless field machinery to keep the first load small.
 */
const REQUIRED_MARK = '*';

export function FormField({ label, error = null, helper, required = false, optional = false, children }: FormFieldProps) {
  const t = useT();
  const optionalText = `(${t('Web.Common.Optional')})`;
  const id = useId();
  const describedBy = error !== null ? `${id}-error` : helper !== undefined ? `${id}-helper` : undefined;
  return (
    <Stack gap="1.5" width="full">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" display="flex" gap="1" alignItems="center">
        {label}
        {required && (
          <Text as="span" color="fg.error" aria-hidden>
            {REQUIRED_MARK}
          </Text>
        )}
        {optional && (
          <Text as="span" color="fg.subtle" fontWeight="normal">
            {optionalText}
          </Text>
        )}
      </chakra.label>
      {children({ id, 'aria-invalid': error !== null, 'aria-required': required, ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }) })}
      {error === null && helper !== undefined && (
        <Text id={`${id}-helper`} textStyle="xs" color="fg.muted">
          {helper}
        </Text>
      )}
      {error !== null && (
        <Text id={`${id}-error`} textStyle="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
