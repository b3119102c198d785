import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

/**
 * Chakra's Input (same `input` recipe, sizes, variants and class) on a plain `<input>`. Chakra's own
 * Input wraps Ark's Field.Input, which brings Ark's whole Field module and its runtime; list toolbars and
 * filters are never inside a Field, so they use this. Inside a Chakra Field keep Chakra's Input (it takes
 * the field's ids and state).
 */
export const PlainInput = withContext<HTMLInputElement, InputProps>('input');
