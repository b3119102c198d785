import jsQR from 'jsqr';

/**
 * Read a ticket's QR back the way a phone would: draw the SVG path (runs of dark modules, "Mx yhWv1h-Wz")
 * on a white bitmap and let an independent decoder (jsQR) find and decode the symbol.
 */
export function decodeQrSvg(svg: SVGElement, scale = 4): string | null {
  const size = Number((svg.getAttribute('viewBox') ?? '').split(' ')[2]);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const run of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, w] = [Number(run[1]), Number(run[2]), Number(run[3])];
    for (let py = y * scale; py < (y + 1) * scale; py += 1) {
      for (let px = x * scale; px < (x + w) * scale; px += 1) {
        const at = (py * side + px) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
