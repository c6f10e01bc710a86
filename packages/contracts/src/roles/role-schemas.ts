import { applicationCodes } from '@marquee/domain';
import { z } from 'zod';
import { codeOf, codeSchema, type CodeKind } from '../core/codes';
import { permission } from '../core/define-call';
import {
  conditionLookupSchema,
  filterConditionSchema,
  maxConditionCodes,
} from '../saved-filters/filter-condition.schema';
import { permissionLevel } from '../identity/current-user.contract';

/** Who may see and who may change an account's roles and users. */
export const rolesAndUsersView = permission('RolesAndUsers', 'view');
export const rolesAndUsersEdit = permission('RolesAndUsers', 'edit');

/** Who may see and who may change the support staff's users and roles. */
export const supportUsersAndRolesView = permission('SupportUsersAndRoles', 'view');
export const supportUsersAndRolesEdit = permission('SupportUsersAndRoles', 'edit');

export const applicationCode = z.enum(applicationCodes);

/** How many rows a role's fixed list may name; a longer list belongs in a condition. */
export const maxFixedListLength = 1_000;

/** A role's condition (the one condition schema saved filters use too) and fixed list. */
function roleFilterShape(listed: CodeKind) {
  return {
    Condition: filterConditionSchema.nullable().optional(),
    FixedPlayerList: z.array(codeOf(listed)).max(maxFixedListLength).optional(),
  };
}

/**
 * A filter of the role editor as sent: a condition and a fixed list of rows of `listed` kind
 * (players, media or clients). Lookups are the server's to work out, so none are taken.
 */
export function roleFilterInput(listed: CodeKind) {
  return z.object(roleFilterShape(listed)).nullable();
}

/** A filter of a role as answered, with the lookups stored beside it. */
export function roleFilterSchema(listed: CodeKind) {
  return z
    .object({
      ...roleFilterShape(listed),
      ConditionLookups: z.array(conditionLookupSchema).max(maxConditionCodes).optional(),
    })
    .nullable();
}

/** One grant of a role: a component (`Screens`) or sub-part (`Screens.Filter`) and its level. */
export const grantSchema = z.object({
  UniqueCode: z.string().trim().min(1).max(130),
  Permission: permissionLevel,
});

export const subPartSchema = z.object({
  componentSubPartCode: z.string(),
  id: z.string(),
  permission: permissionLevel,
  defaultPermission: permissionLevel,
  levels: z.array(permissionLevel),
});

export const componentSchema = z.object({
  componentCode: z.string(),
  id: z.string(),
  defaultPermission: permissionLevel,
  permission: permissionLevel,
  isAccountComponent: z.boolean(),
  levels: z.array(permissionLevel),
  subParts: z.array(subPartSchema),
});

export const roleSchema = z.object({
  roleCode: codeSchema,
  roleName: z.string(),
  roleDescription: z.string(),
  isBuiltIn: z.boolean(),
  components: z.array(componentSchema),
  screensComponent: roleFilterSchema('player'),
  mediaLibraryComponent: roleFilterSchema('media'),
});
export type Role = z.infer<typeof roleSchema>;

export const roleNameSchema = z.string().trim().min(1, 'a role needs a name').max(100);
