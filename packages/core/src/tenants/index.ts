export {
  EXPIRY_WARNING_DAYS,
  daysLeft,
  expiryNotice,
  expiryStatus,
  type ExpiryKind,
  type ExpiryNotice,
  type ExpiryStatus,
} from './expiry';
export {
  JOIN_APPLICATION_STATUSES,
  JoinApplicationContracts,
  NoticeContracts,
  type JoinApplicationBody,
  type JoinApplicationDto,
  type JoinApplicationStatusName,
  type NoticeDto,
} from './tenant-inbox.contracts';
