import { Box, Stack } from '@chakra-ui/react';
import { PlainCheckbox } from './plain-checkbox';

/** One choice of a checkbox list; `depth` indents it (a tree's rows in depth-first order). */
export interface CheckboxChoice {
  value: string;
  label: string;
  depth?: number;
}

/**
 * Several of a short list (roles, organizations): one labelled checkbox each, in a group named `label`;
 * the selection keeps the order of checking.
 */
export function CheckboxList({
  label,
  choices,
  selected,
  onChange,
  maxH,
}: {
  label: string;
  choices: readonly CheckboxChoice[];
  selected: readonly string[];
  onChange: (selected: readonly string[]) => void;
  maxH?: string;
}) {
  return (
    <Stack gap="2" role="group" aria-label={label} {...(maxH === undefined ? {} : { maxH, overflowY: 'auto' })}>
      {choices.map((choice) => (
        <Box key={choice.value} ps={String((choice.depth ?? 0) * 5)}>
          <PlainCheckbox
            label={choice.label}
            checked={selected.includes(choice.value)}
            onCheckedChange={(on) => {
              onChange(on ? [...selected, choice.value] : selected.filter((value) => value !== choice.value));
            }}
          />
        </Box>
      ))}
    </Stack>
  );
}
