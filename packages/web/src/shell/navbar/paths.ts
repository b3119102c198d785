/** The in-app renew/upgrade page (route RentPrice, product-spec §2). */
export const RENEW_PATH = '/rentPrice/index';
/** The public renewal page (TenantExpired dialog for users who cannot open RentPrice). */
export const PUBLIC_RENEWAL_PATH = '/account/renewal';
export const APP_DOWNLOAD_PATH = '/account/download';
