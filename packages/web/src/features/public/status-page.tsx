import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuHouse } from 'react-icons/lu';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/i18n-context';
import { BrandMark } from './brand-mark';
import { PublicTopBarActions } from './public-top-bar';

export interface StatusPageProps {
  code: number;
  title: string;
  text: string;
  illustration: ReactNode;
}

/** 403 / 404: what happened, what to check, and the two ways out (back, home). */
export function StatusPage({ code, title, text, illustration }: StatusPageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <BrandMark />
        <PublicTopBarActions />
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" px="6" pb="16">
        <Stack align="center" textAlign="center" gap="5" maxW="lg">
          <Flex boxSize="24" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" fontSize="5xl" aria-hidden>
            {illustration}
          </Flex>
          <Text fontSize="6xl" fontWeight="bold" lineHeight="1" color="brand.fg" fontVariantNumeric="tabular-nums" aria-hidden>
            {code}
          </Text>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {text}
          </Text>
          <HStack gap="3" pt="2" flexWrap="wrap" justify="center">
            <Button
              variant="outline"
              onClick={() => {
                if (window.history.length > 1) window.history.back();
                else navigate('/', { replace: true });
              }}
            >
              <LuArrowLeft />
              {t('Web.Common.GoBack')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => {
                navigate('/');
              }}
            >
              <LuHouse />
              {t('Web.Common.BackHome')}
            </Button>
          </HStack>
        </Stack>
      </Flex>
    </Flex>
  );
}
