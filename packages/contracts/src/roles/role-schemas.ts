import { applicationCodes } from '@marquee/domain';
import { z } from 'zod';
import { codeSchema } from '../core/codes';
import { permissionLevel } from '../identity/current-user.contract';

export const applicationCode = z.enum(applicationCodes);

/** A saved filter of the role editor: a condition tree, its lookups and a fixed list. */
export const savedFilterSchema = z
  .object({
    Condition: z.unknown(),
    ConditionLookups: z.unknown().optional(),
    FixedPlayerList: z.array(z.string().max(64)).max(10_000).optional(),
  })
  .nullable();

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
  screensComponent: savedFilterSchema,
  mediaLibraryComponent: savedFilterSchema,
});
export type Role = z.infer<typeof roleSchema>;

export const roleNameSchema = z.string().trim().min(1, 'a role needs a name').max(100);
