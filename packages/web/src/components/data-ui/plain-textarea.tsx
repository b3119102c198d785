import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useFieldControl } from './field-control';
import { useLengthLimit } from './length-limit';

const { withContext } = createRecipeContext({ key: 'textarea' });

type PlainTextareaProps = HTMLChakraProps<'textarea', RecipeProps<'textarea'>> & { ref?: Ref<HTMLTextAreaElement> };

const TextareaBase = withContext<HTMLTextAreaElement, PlainTextareaProps>('textarea');

/**
 * Chakra's Textarea (same `textarea` recipe, sizes, variants and class) on a plain `<textarea>`, without
 * auto-resize (`rows` sets its height). Chakra's own Textarea is Ark's Field.Textarea with zag's
 * auto-resize. Inside a PlainField (./plain-field.tsx) it takes the field's id, `required`, `aria-invalid`
 * and `aria-describedby`; its own props win. With a `maxLength` it tells when the text nears the limit or a
 * paste was cut to it.
 */
export function PlainTextarea(props: PlainTextareaProps) {
  const control = useFieldControl();
  const limit = useLengthLimit(props.maxLength, props.value, props.onPaste);
  return (
    <>
      <TextareaBase {...control} {...props} onPaste={limit.onPaste} />
      {limit.note}
    </>
  );
}
