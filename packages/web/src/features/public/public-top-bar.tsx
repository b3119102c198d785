import { HStack } from '@chakra-ui/react';
import { ColorModeButton } from '../../components/ui/color-mode';
import { useT } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../components/ui/language-select';

/** Language and colour mode, top right of every public page. */
export function PublicTopBarActions({ languageSwitch = true }: { languageSwitch?: boolean }) {
  const t = useT();
  return (
    <HStack gap="1">
      {languageSwitch && <LanguageSelect />}
      <ColorModeButton label={t('Web.ColorMode.Toggle')} />
    </HStack>
  );
}
