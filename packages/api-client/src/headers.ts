import { acceptLanguageHeader, parseAcceptLanguage, type Locale } from '@eticket/core/i18n';
import type { KeyValueStorage } from '@eticket/core';
import { StorageKeys } from '@eticket/core/session';

/**
 * The tenant header name of product-spec §7. Configurable because proxies drop or mangle some names
 * (`__tenant` under nginx, `Abp.TenantId` under Cloudflare: architecture §2.3).
 */
export const DEFAULT_TENANT_HEADER = 'TenantId';

/**
 * The stored UI language. The web stores a locale ('zh-Hant'), but an ABP header value
 * (`c=en|uic=en`) or a culture tag ('zh-TW') read back the same way; anything else → zh-Hans.
 */
export function storedLocale(storage: KeyValueStorage): Locale {
  return parseAcceptLanguage(storage.getItem(StorageKeys.acceptLanguage));
}

export interface RequestHeaderInput {
  storage: KeyValueStorage;
  /** The access token to send, already checked for validity; null sends no Authorization. */
  accessToken: string | null;
  /** Send the stored tenant id (false for anonymous calls such as login, whose body names the company). */
  includeTenant: boolean;
  tenantHeader?: string;
}

/** The headers every request carries (product-spec §7): Accept-Language, TenantId when stored, Bearer. */
export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguageHeader(storedLocale(input.storage)) };
  if (input.includeTenant) {
    const tenantId = input.storage.getItem(StorageKeys.tenantId);
    if (tenantId !== null && tenantId.trim() !== '') headers[input.tenantHeader ?? DEFAULT_TENANT_HEADER] = tenantId;
  }
  if (input.accessToken !== null && input.accessToken !== '') headers.Authorization = `Bearer ${input.accessToken}`;
  return headers;
}
