/** Case-insensitive keys for tenant names and user names (ABP keeps a NormalizedUserName column likewise). */
export function normalizeName(value: string): string {
  return value.trim().normalize('NFKC').toLowerCase();
}
