import { createRecipeContext, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useFieldControl } from './field-control';
import { useLengthLimit } from './length-limit';

const { withContext } = createRecipeContext({ key: 'input' });

const InputBase = withContext<HTMLInputElement, InputProps>('input');

/**
 * Chakra's Input (same `input` recipe, sizes, variants and class) on a plain `<input>`. Chakra's own
 * Input wraps Ark's Field.Input, which brings Ark's whole Field module and its runtime. Inside a PlainField
 * (./plain-field.tsx) it takes the field's id, `required`, `aria-invalid` and `aria-describedby`; its own
 * props win. With a `maxLength` it tells when the text nears the limit or a paste was cut to it.
 */
export function PlainInput(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const control = useFieldControl();
  const limit = useLengthLimit(props.maxLength, props.value, props.onPaste);
  return (
    <>
      <InputBase {...control} {...props} onPaste={limit.onPaste} />
      {limit.note}
    </>
  );
}
