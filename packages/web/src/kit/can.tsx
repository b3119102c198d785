import type { PermissionMode } from '@eticket/core/abp';
import type { ReactNode } from 'react';
import { useFeature, useIsGranted } from '../actors/session-context';

/** The permission directive (§6): children only when the policy (any / all of a list) is granted. */
export function Can({ permission, mode = 'any', children, fallback = null }: {
  permission: string | readonly string[];
  mode?: PermissionMode;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useIsGranted(permission, mode) ? children : fallback;
}

/** The feature directive (§6): children only when the feature's value is the string 'true'. */
export function IfFeature({ name, children, fallback = null }: { name: string; children: ReactNode; fallback?: ReactNode }) {
  return useFeature(name) ? children : fallback;
}
