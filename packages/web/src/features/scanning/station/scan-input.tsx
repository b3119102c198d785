import { Button, HStack, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { LuCamera, LuScanLine } from 'react-icons/lu';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The handheld scanner's field: a scanner types the code and presses Enter. It takes focus on arrival and
 * after each code, and keystrokes that land on no field (after a tap on a button) are sent to it, so the
 * next scan always arrives here.
 */
export function ScanInput({ onCode, onCamera, cameraOpen, inputRef }: {
  onCode: (code: string) => void;
  onCamera: () => void;
  cameraOpen: boolean;
  inputRef: Ref<HTMLInputElement> & { current: HTMLInputElement | null };
}) {
  const t = useT();
  const [text, setText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    const redirect = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1 || isEditable(event.target)) return;
      // The keystroke itself then lands in the field that now has focus.
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', redirect);
    return () => {
      document.removeEventListener('keydown', redirect);
    };
  }, [inputRef]);

  return (
    <chakra.form
      ref={formRef}
      onSubmit={(e) => {
        e.preventDefault();
        const code = text.trim();
        setText('');
        if (code !== '') onCode(code);
        inputRef.current?.focus();
      }}
    >
      <HStack gap="2" align="stretch">
        <PlainInput
          ref={inputRef}
          name="code"
          aria-label={t('ScanStation.Input.Label')}
          placeholder={t('ScanStation.Input.Placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          minH="12"
          fontSize="md"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
          }}
          data-testid="scan-input"
        />
        <Button type="submit" minH="12" minW="12" variant="outline" aria-label={t('ScanStation.Input.Submit')}>
          <LuScanLine aria-hidden />
        </Button>
        <Button type="button" minH="12" minW="12" variant={cameraOpen ? 'solid' : 'outline'} aria-pressed={cameraOpen} aria-label={t('ScanStation.Camera.Toggle')} onClick={onCamera} data-testid="camera-toggle">
          <LuCamera aria-hidden />
        </Button>
      </HStack>
    </chakra.form>
  );
}
