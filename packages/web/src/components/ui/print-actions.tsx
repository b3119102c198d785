import { Button, HStack } from '@chakra-ui/react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';

/**
 * Above a printable document: Back (to where it was opened from) and Print (the browser's dialog, once the
 * document is ready). The labels are the page's own texts.
 */
export function PrintActions({ backLabel, onBack, printLabel, ready }: { backLabel: string; onBack: (() => void) | null; printLabel: string; ready: boolean }) {
  return (
    <HStack gap="2">
      {onBack !== null && (
        <Button size="sm" variant="outline" onClick={onBack}>
          <LuArrowLeft aria-hidden />
          {backLabel}
        </Button>
      )}
      <Button
        size="sm"
        colorPalette="brand"
        disabled={!ready}
        onClick={() => {
          window.print();
        }}
        data-testid="print-button"
      >
        <LuPrinter aria-hidden />
        {printLabel}
      </Button>
    </HStack>
  );
}
