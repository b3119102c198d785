import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from './color-mode-provider';

export function ColorModeIcon() {
  return useColorMode().colorMode === 'dark' ? <LuMoon /> : <LuSun />;
}

/**
 * The color-mode toggle. `label` is required: the caller passes the translated text. (The snippet's
 * ClientOnly guard is for server rendering; this app renders in the browser only.)
 */
export function ColorModeButton({ label, ...props }: Omit<IconButtonProps, 'aria-label'> & { label: string }) {
  const { toggleColorMode } = useColorMode();
  return (
    <IconButton onClick={toggleColorMode} variant="ghost" aria-label={label} title={label} size="sm" {...props}>
      <ColorModeIcon />
    </IconButton>
  );
}
