import { Box, chakra } from '@chakra-ui/react';
import { LOCALES, isLocale } from '@eticket/core/i18n';
import { LuChevronDown, LuLanguages } from 'react-icons/lu';
import { useLocale, useSetLocale, useT } from '../../i18n/i18n-context';

const Select = chakra('select');

/**
 * The public pages' language switch: a native select (no popup machinery in the first load). The shell's
 * navbar uses the menu version.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const setLocale = useSetLocale();
  return (
    <Box position="relative" display="inline-flex" alignItems="center" color="fg.muted" _hover={{ color: 'fg' }}>
      <Box position="absolute" insetStart="2" pointerEvents="none" aria-hidden>
        <LuLanguages />
      </Box>
      <Select
        aria-label={t('Web.Language.Switch')}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) setLocale(e.target.value);
        }}
        appearance="none"
        bg="transparent"
        textStyle="sm"
        h="8"
        ps="8"
        pe={compact ? { base: '0', md: '7' } : '7'}
        w={compact ? { base: '8', md: 'auto' } : 'auto'}
        // Compact (the navbar on phones): only the icon shows; the native picker still lists the languages.
        color={compact ? { base: 'transparent', md: 'inherit' } : 'inherit'}
        rounded="l2"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
        css={{ '& > option': { bg: 'bg.panel', color: 'fg' } }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`Web.Language.${l}`)}
          </option>
        ))}
      </Select>
      <Box position="absolute" insetEnd="2" pointerEvents="none" display={compact ? { base: 'none', md: 'block' } : 'block'} aria-hidden>
        <LuChevronDown />
      </Box>
    </Box>
  );
}
