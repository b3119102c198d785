import { Box, HStack, Text } from '@chakra-ui/react';
import { LuTicket } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';

/** Logo tile + product name. */
export function BrandMark({ inverted = false, size = 'md' }: { inverted?: boolean; size?: 'md' | 'lg' }) {
  const t = useT();
  const tile = size === 'lg' ? '10' : '8';
  return (
    <HStack gap="2.5">
      <Box
        display="grid"
        placeItems="center"
        boxSize={tile}
        rounded="lg"
        bg={inverted ? 'white' : 'brand.solid'}
        color={inverted ? 'brand.700' : 'brand.contrast'}
        fontSize={size === 'lg' ? 'xl' : 'md'}
        aria-hidden
      >
        <LuTicket />
      </Box>
      <Text fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} letterSpacing="wide" color={inverted ? 'white' : 'fg'}>
        {t('App.Title')}
      </Text>
    </HStack>
  );
}
