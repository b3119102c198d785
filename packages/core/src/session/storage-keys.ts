/** Local storage keys, exactly as product-spec §3 names them. */
export const StorageKeys = {
  tenantId: 'tenant_id',
  accessToken: 'access_token',
  accessTokenExpire: 'access_token_expire',
  refreshToken: 'refresh_token',
  acceptLanguage: 'accept_language',
  /** The refresh flag: the value 'start' means "logged in". */
  refreshFlag: 'refresh',
  sidebarStatus: 'sidebar_status',
  kanbanSettings: 'kanban_settings',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** The refresh flag value that marks a logged-in browser (§2 navigation rule 3). */
export const REFRESH_FLAG_STARTED = 'start';
