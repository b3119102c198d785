import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuChartColumnBig, LuScanLine, LuWallet } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { BrandMark } from './brand-mark';
import { PublicFooter } from './public-footer';
import { PublicTopBarActions } from './public-top-bar';

const FEATURES: readonly { icon: IconType; title: string; text: string }[] = [
  { icon: LuScanLine, title: 'Web.Auth.Feature1Title', text: 'Web.Auth.Feature1Text' },
  { icon: LuWallet, title: 'Web.Auth.Feature2Title', text: 'Web.Auth.Feature2Text' },
  { icon: LuChartColumnBig, title: 'Web.Auth.Feature3Title', text: 'Web.Auth.Feature3Text' },
];

function BrandPanel() {
  const t = useT();
  return (
    <Flex
      display={{ base: 'none', lg: 'flex' }}
      direction="column"
      justify="space-between"
      w={{ lg: '44%', xl: '40%' }}
      maxW="640px"
      p={{ lg: '12', xl: '16' }}
      color="white"
      bgColor="navy.900"
      bgImage="radial-gradient(circle at 15% 10%, rgba(59,102,245,0.55), transparent 55%), radial-gradient(circle at 90% 85%, rgba(245,119,11,0.28), transparent 45%), linear-gradient(160deg, #172036 0%, #111827 100%)"
      position="relative"
      overflow="hidden"
    >
      <BrandMark inverted size="lg" />
      <Stack gap="8" maxW="md">
        <Heading as="p" size="3xl" lineHeight="short" fontWeight="bold">
          {t('Web.Brand.Tagline')}
        </Heading>
        <Stack as="ul" gap="6" listStyleType="none">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <HStack as="li" key={title} align="start" gap="4">
              <Box display="grid" placeItems="center" boxSize="10" rounded="lg" bg="whiteAlpha.200" flexShrink="0" aria-hidden>
                <Icon size="20" />
              </Box>
              <Stack gap="1">
                <Text fontWeight="semibold">{t(title)}</Text>
                <Text fontSize="sm" color="whiteAlpha.800">
                  {t(text)}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <Box />
    </Flex>
  );
}

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Wider card for longer forms. */
  wide?: boolean;
  /** The fixed-language signup page hides the language switch. */
  languageSwitch?: boolean;
  /** Hide the marketing panel (the compact /signup2 layout). */
  panel?: boolean;
}

/** Public account pages: brand panel on the left (desktop), the form card on the right. */
export function AuthLayout({ title, subtitle, children, wide = false, languageSwitch = true, panel = true }: AuthLayoutProps) {
  return (
    <Flex minH="100dvh" bg="bg.canvas">
      {panel && <BrandPanel />}
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
          <Box display={panel ? { base: 'block', lg: 'none' } : 'block'}>
            <BrandMark />
          </Box>
          <Box flex="1" />
          <PublicTopBarActions languageSwitch={languageSwitch} />
        </Flex>
        <Flex as="main" flex="1" align="center" justify="center" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
          <Box
            w="full"
            maxW={wide ? 'xl' : 'md'}
            bg="bg.panel"
            rounded="2xl"
            borderWidth="1px"
            borderColor="border.muted"
            shadow="sm"
            px={{ base: '5', md: '10' }}
            py={{ base: '7', md: '10' }}
          >
            <Stack gap="1" mb="7">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle !== undefined && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            {children}
          </Box>
        </Flex>
        <PublicFooter />
      </Flex>
    </Flex>
  );
}
