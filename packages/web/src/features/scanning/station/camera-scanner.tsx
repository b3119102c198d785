import { Box, Text } from '@chakra-ui/react';
import { prepareZXingModule, BarcodeDetector as ZXingDetector } from 'barcode-detector/ponyfill';
import { useEffect, useRef, useState } from 'react';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { useT } from '../../../i18n/i18n-context';

/**
 * Camera scanning, loaded only when the worker opens it: the browser's own BarcodeDetector where it reads
 * QR codes, else the ZXing WebAssembly polyfill — its .wasm served by this app (factory networks have no
 * internet, and no CDN is asked). A code is reported once; the same code again only after a pause.
 */

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) },
  fireImmediately: false,
});

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

async function qrDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: typeof ZXingDetector }).BarcodeDetector;
  if (native !== undefined) {
    const formats: readonly string[] = await native.getSupportedFormats().catch(() => []);
    if (formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  }
  return new ZXingDetector({ formats: ['qr_code'] });
}

const SCAN_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 2_000;

export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    let last = { code: '', at: 0 };
    const start = async () => {
      // The camera first: without one (or without permission) there is nothing to decode.
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const detector = await qrDetector();
      const element = video.current;
      if (stopped || element === null) return;
      element.srcObject = stream;
      await element.play();
      let busy = false;
      timer = setInterval(() => {
        if (busy || element.readyState < 2) return;
        busy = true;
        detector
          .detect(element)
          .then((found) => {
            const code = found[0]?.rawValue;
            const now = Date.now();
            if (code !== undefined && code !== '' && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
              last = { code, at: now };
              onCodeRef.current(code);
            }
          })
          .catch(() => undefined)
          .finally(() => {
            busy = false;
          });
      }, SCAN_EVERY_MS);
    };
    start().catch(() => {
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      if (timer !== null) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (failed) {
    return (
      <Text color="fg.error" fontSize="sm" data-testid="camera-failed">
        {t('ScanStation.Camera.Failed')}
      </Text>
    );
  }
  return (
    <Box rounded="lg" overflow="hidden" bg="black" aspectRatio={4 / 3} maxH="60vh" data-testid="camera">
      <video ref={video} muted playsInline aria-label={t('ScanStation.Camera.Label')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </Box>
  );
}
