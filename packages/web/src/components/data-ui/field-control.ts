import { createContext, use } from 'react';

/*
 * What a PlainField (./plain-field.tsx) hands the control inside it. Its own module so that PlainInput on a
 * list toolbar brings only this context, not the field's parts.
 */

/** What a field's control takes to be labelled, required and described. */
export interface FieldControlProps {
  id: string;
  required?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export const FieldControlContext = createContext<FieldControlProps | null>(null);

/** The props of the control inside a PlainField; empty outside one. */
export function useFieldControl(): FieldControlProps | Record<string, never> {
  return use(FieldControlContext) ?? {};
}
