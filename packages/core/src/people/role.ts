import { InputReader, property, type Validated } from '../validation/input-reader';
import { DATA_SCOPES, DEFAULT_DATA_SCOPE, type DataScope } from './data-scope';
import { PeopleLimits } from './organization';
import { normalizeGrants, type PermissionSide } from './permission-grants';

export interface RoleInput {
  name: string;
  dataScope: DataScope;
  /** Granted permission names, in catalogue order, parents included. */
  permissions: string[];
  /** Given to users who join without a role chosen. */
  isDefault: boolean;
}

export interface RoleDto extends RoleInput {
  id: string;
  /** Built-in roles (admin, worker) cannot be deleted or renamed. */
  isStatic: boolean;
  userCount: number;
  concurrencyStamp: string;
}

/**
 * Create/update body → input. Permission names outside the side's catalogue are refused (a client that
 * sends them is wrong, not to be silently trimmed); granted children bring their parents.
 */
export function validateRoleInput(raw: unknown, side: PermissionSide = 'tenant'): Validated<RoleInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), PeopleLimits.roleNameMax);
  const dataScope = reader.oneOf('dataScope', property(raw, 'dataScope'), DATA_SCOPES, DEFAULT_DATA_SCOPE);
  const listed = reader.list('permissions', property(raw, 'permissions'), PeopleLimits.permissionsMax);
  const names: string[] = [];
  listed.forEach((entry, index) => {
    const text = reader.text(`permissions[${String(index)}]`, entry, 128);
    if (text !== '' && normalizeGrants(side, [text]).length === 0) reader.fail(`permissions[${String(index)}]`, 'People.Validation.PermissionUnknown', { value: text });
    names.push(text);
  });
  const isDefault = reader.boolean('isDefault', property(raw, 'isDefault'), false);
  return reader.result({ name, dataScope, permissions: normalizeGrants(side, names), isDefault });
}
