import { formatCoefficient, type Coefficient } from '../domain/pricing';
import { formatDecimal, parseDecimal, type Micros } from '../money/money';

/**
 * The wire form of the catalogue's exact decimals: prices with 2–6 decimals ("1.50", "0.123456"),
 * coefficients with 2–4 ("1.15"). The server formats database numerics through these so every response
 * writes the same value the same way.
 */
export function formatPrice(micros: Micros): string {
  return formatDecimal(micros, 2, 6);
}

/** A stored numeric ("1.500000") as wire text ("1.50"). */
export function priceText(stored: string): string {
  return formatPrice(parseDecimal(stored));
}

/** A stored numeric(6,4) coefficient ("1.1500") as wire text ("1.15"). */
export function coefficientText(stored: string): string {
  const coefficient: Coefficient = parseDecimal(stored, 4) / 100n;
  return formatCoefficient(coefficient);
}

/** A stored minutes numeric ("1.2500") as wire text ("1.25"). */
export function minutesText(stored: string): string {
  return formatDecimal(parseDecimal(stored), 0, 4);
}
