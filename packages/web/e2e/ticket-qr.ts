import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const JSQR = require.resolve('jsqr');

/**
 * Every ticket QR on a print page, read back the way a phone would: the SVG drawn on a white canvas and decoded
 * by an independent reader (jsQR), beside the code it was drawn from (`data-qr`).
 */
export async function decodeTicketQrs(page: Page): Promise<{ decoded: string | null; code: string }[]> {
  await page.addScriptTag({ path: JSQR });
  return page.evaluate(async () => {
    const jsQR = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR;
    const out: { decoded: string | null; code: string }[] = [];
    for (const svg of document.querySelectorAll('svg[data-qr]')) {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const side = 330;
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const ctx = canvas.getContext('2d');
      if (ctx === null) throw new Error('no 2d context');
      ctx.imageSmoothingEnabled = false;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, side, side);
      ctx.drawImage(img, 0, 0, side, side);
      out.push({ decoded: jsQR(ctx.getImageData(0, 0, side, side).data, side, side)?.data ?? null, code: svg.getAttribute('data-qr') ?? '' });
    }
    return out;
  });
}
