import { z } from 'zod';
import { codeOf, codeSchema, languageCode } from '../core/codes';
import { pagingShape, searchText, sortOrder } from '../core/paging';
import { dateFormat, roleRefSchema } from '../identity/current-user.contract';

/** Trimmed and lower-cased before it is checked; documented as an e-mail address. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email())
  .meta({ format: 'email' });
export const personName = z.string().trim().max(100);

/** A user row of the users list (spec 001 "User list item" plus the list columns). */
export const userListItemSchema = z.object({
  userId: codeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isOwner: z.boolean(),
  isAdmin: z.boolean(),
  /** Invited but no password chosen yet. */
  isInvitationPending: z.boolean(),
  roles: z.array(roleRefSchema),
  locationCodes: z.array(codeSchema),
  lastLogin: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userSearchShape = {
  SearchText: searchText,
  OrderBy: z.enum(['firstName', 'lastName', 'email', 'lastLogin']).default('lastName'),
  Order: sortOrder,
  Role: codeOf('role').optional(),
  ...pagingShape,
};

/** The users list's All / Active / Inactive tabs: absent lists everyone. */
export const isActiveFilter = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** A new password: checked here for length, the server checks it again. */
export const newPasswordSchema = z.string().min(10, 'needs at least 10 characters').max(1024);

export const oneTimeToken = z.string().trim().min(20).max(200);

export const profileShape = {
  firstName: personName.min(1),
  lastName: personName,
  email: emailSchema,
  langCode: languageCode,
  dateFormat,
};
