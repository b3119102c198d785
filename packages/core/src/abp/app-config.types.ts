/** The subset of ABP's application-configuration the product uses (product-spec §3, architecture §2.1). */
export interface ApplicationConfiguration {
  localization: {
    currentCulture: { cultureName: string; name?: string; displayName?: string };
    /** resource name → key → text */
    values: Record<string, Record<string, string>>;
    languages?: { cultureName: string; uiCultureName: string; displayName: string }[];
  };
  auth: { grantedPolicies: Record<string, boolean> };
  setting: { values: Record<string, string> };
  features: { values: Record<string, string> };
  currentTenant: { id?: string | null; name?: string | null; isAvailable: boolean };
  currentUser: {
    isAuthenticated: boolean;
    id?: string | null;
    tenantId?: string | null;
    userName?: string | null;
    name?: string | null;
    roles?: string[];
  };
  multiTenancy?: { isEnabled: boolean };
}

/** GET /api/eticket/session/current (tenant) or /api/admin/session/current (host). */
export interface SessionUserInfo {
  name: string;
  userName: string;
  tenantInfo?: {
    name: string;
    maxUserQuantity: number;
    /** ISO date (YYYY-MM-DD) or date-time; null when the subscription never expires. */
    expireDate: string | null;
  } | null;
}

/** POST /api/eticket/token and /api/eticket/token/refresh response. */
export interface TokenResponse {
  tenantId: string | null;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

export const SettingNames = {
  ShowRmbCurrencySymbol: 'Eticket.ShowRmbCurrencySymbol',
  KanbanRefreshSeconds: 'Eticket.Kanban.RefreshSeconds',
  BedNoResetCycle: 'Eticket.Cutting.BedNoResetCycle',
  TicketCodePrefix: 'Eticket.Ticket.CodePrefix',
  CompanyNameOnTickets: 'Eticket.Ticket.CompanyName',
  /** 'true': scans wait for a manager's approval (pending → valid/rejected); default off. */
  ScanRequireApproval: 'Eticket.Scan.RequireApproval',
  /** Minutes a worker may revoke an own record after scanning it; 0 = never (managers revoke). */
  ScanRevokeMinutes: 'Eticket.Scan.RevokeMinutes',
  /** The IANA zone business dates are taken in. */
  TimeZone: 'Eticket.TimeZone',
  /** Days after submission when a settlement's unanswered items confirm themselves; 0 = never. */
  WageAutoConfirmDays: 'Eticket.Wage.AutoConfirmDays',
} as const;

export const FeatureNames = {
  ReferralLink: 'Eticket.ReferralLink',
} as const;
