import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of a page inside the shell: its title (h1) and optional actions above the content. */
export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Flex align="center" justify="space-between" gap="3" mb="4" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
