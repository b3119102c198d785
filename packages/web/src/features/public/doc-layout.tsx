import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { BrandMark } from './brand-mark';
import { PublicFooter } from './public-footer';
import { PublicTopBarActions } from './public-top-bar';

export interface DocLayoutProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** Public content pages (pricing, renewal, download, legal): a slim header and a readable column. */
export function DocLayout({ title, intro, children }: DocLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="border.muted">
        <Flex maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="3" align="center" justify="space-between">
          <RouterLink href="/account/login">
            <BrandMark />
          </RouterLink>
          <PublicTopBarActions />
        </Flex>
      </Box>
      <Box as="main" w="full" maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} flex="1" py={{ base: '8', md: '12' }}>
        <Stack gap="2" mb="8">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {intro !== undefined && (
            <Text color="fg.muted" fontSize="lg">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
      <PublicFooter />
    </Flex>
  );
}
