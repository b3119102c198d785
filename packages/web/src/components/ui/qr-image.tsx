import { useEffect, useState } from 'react';
import { encodeQr, loadQrEncoder, type QrSymbol } from './qr';

/**
 * The QR symbol of one text (an invite link, a payslip's confirm link), drawn once the encoder (loaded on
 * demand) is there; null until then, or when it could not be loaded (the text beside it still works).
 */
export function useQrSymbol(text: string): QrSymbol | null {
  const [symbol, setSymbol] = useState<{ text: string; symbol: QrSymbol } | null>(null);
  useEffect(() => {
    let live = true;
    loadQrEncoder().then(
      (encoder) => {
        if (live) setSymbol({ text, symbol: encodeQr(encoder, text) });
      },
      () => {
        /* the text alone still works */
      },
    );
    return () => {
      live = false;
    };
  }, [text]);
  return symbol?.text === text ? symbol.symbol : null;
}

/** A drawn symbol as an image filling its box; `data-qr` names the text for readers (tests, the PDF check). */
export function QrSvg({ symbol, text, label }: { symbol: QrSymbol; text: string; label: string }) {
  const size = String(symbol.size);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width="100%" height="100%" role="img" aria-label={label} data-qr={text} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}

/** One text as a QR image (nothing until the encoder is there). */
export function QrImage({ text, label }: { text: string; label: string }) {
  const symbol = useQrSymbol(text);
  return symbol === null ? null : <QrSvg symbol={symbol} text={text} label={label} />;
}
