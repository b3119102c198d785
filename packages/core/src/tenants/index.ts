export {
  EXPIRY_WARNING_DAYS,
  daysLeft,
  expiryNotice,
  expiryStatus,
  type ExpiryKind,
  type ExpiryNotice,
  type ExpiryStatus,
} from './expiry';
