import { permissionLevels } from '@marquee/domain';
import { z } from 'zod';
import { codeSchema, languageCode } from '../core/codes';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';
import { featureFlagsSchema } from '../applications/support-applications.contract';

export const userType = z.enum(['Customer', 'Support']);
export type UserType = z.infer<typeof userType>;

export const permissionLevel = z.enum(permissionLevels);

/** Resource name to level; resources not listed rank as None. */
export const authorisationSchema = z.record(z.string(), permissionLevel);

export const roleRefSchema = z.object({ roleCode: codeSchema, roleName: z.string() });

export const dateFormat = z.enum(['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY']);

/** The signed-in customer user (spec 001 section 3 "Current user"). */
export const signedInUserSchema = z.object({
  id: codeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountCode: codeSchema,
  accountName: z.string(),
  roles: z.array(roleRefSchema),
  isOwner: z.boolean(),
  isAdmin: z.boolean(),
  userType,
  /** True when a support user acts in this account through a support-user token. */
  isSupportAccess: z.boolean(),
  /** Users of the legacy environment see only the migrated page (spec 001 section 2, guard 2). */
  isLegacyEnvironment: z.boolean().optional(),
  authorisation: authorisationSchema,
  /** The account's feature flags (spec 000 "Applications"), each on unless switched off. */
  featureFlags: featureFlagsSchema,
  languageCode,
  dateFormat,
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const getSignedInUser = defineCall({
  id: 'users.getSignedInUser',
  backend: 'customer',
  method: 'GET',
  path: '/api/users/signedInUser',
  summary: 'The signed-in user with roles, permissions and preferences.',
  access: { kind: 'signedIn' },
  response: envelope({ user: signedInUserSchema }),
});

/** The signed-in support user (spec 000 section 3 "UserDetails" and profile). */
export const supportUserSchema = z.object({
  userCode: codeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  roles: z.array(roleRefSchema),
  authorisation: authorisationSchema,
  userType,
  languageCode,
  dateFormat,
  defaultClientCode: codeSchema.nullable(),
});
export type SupportUser = z.infer<typeof supportUserSchema>;

export const getSupportCurrentUser = defineCall({
  id: 'supportUsers.getCurrent',
  backend: 'support',
  method: 'GET',
  path: '/api/users',
  summary: 'The signed-in support user.',
  access: { kind: 'signedIn' },
  response: envelope({ user: supportUserSchema }),
});
