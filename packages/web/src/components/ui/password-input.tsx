import { Box, IconButton } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { TextInput } from './plain-input';

export interface PasswordInputProps extends ComponentProps<typeof TextInput> {
  /** Translated labels for the visibility toggle. */
  showLabel: string;
  hideLabel: string;
}

/** Chakra's password-input snippet, trimmed: a visibility toggle with an accessible name. */
export function PasswordInput({ showLabel, hideLabel, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? hideLabel : showLabel;
  return (
    <Box position="relative" width="full">
      <TextInput type={visible ? 'text' : 'password'} pe="10" {...props} />
      <IconButton
        variant="ghost"
        size="xs"
        position="absolute"
        insetEnd="1.5"
        top="50%"
        transform="translateY(-50%)"
        aria-label={label}
        title={label}
        onClick={() => {
          setVisible((v) => !v);
        }}
      >
        {visible ? <LuEyeOff /> : <LuEye />}
      </IconButton>
    </Box>
  );
}
