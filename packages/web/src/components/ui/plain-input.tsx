import { chakra } from '@chakra-ui/react';
import { inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's input and textarea styles on the bare elements. Chakra's own Input wraps the headless Field
 * (and its textarea auto-resize), which the public pages do not need: they wire labels and errors in
 * FormField themselves, and this keeps that machinery out of the first load.
 */
export const TextInput = chakra('input', inputRecipe);
export const TextArea = chakra('textarea', textareaRecipe);
