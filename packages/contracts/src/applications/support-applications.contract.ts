import { accountApplicationCodes, featureFlagNames, type FeatureFlagName } from '@marquee/domain';
import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';

/** Whether one application is on for one account (spec 000 "Application status"). */
export const applicationStatusSchema = z.object({
  applicationCode: z.enum(accountApplicationCodes),
  applicationName: z.string(),
  isEnabled: z.boolean(),
  accountCode: z.string(),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const flagShape = Object.fromEntries(featureFlagNames.map((name) => [name, z.boolean()])) as Record<
  FeatureFlagName,
  z.ZodBoolean
>;

/** Every feature flag of an account, on or off. */
export const featureFlagsSchema = z.object(flagShape);

export const listApplications = defineCall({
  id: 'supportApplications.list',
  backend: 'support',
  method: 'GET',
  path: '/api/applications',
  summary: "An account's applications, on or off, and its feature flags.",
  access: permission('SupportApplications', 'view'),
  query: z.object({
    accountCode: codeOf('account'),
    // Eight applications: a plain match on the name needs no minimum length.
    searchText: z.string().trim().max(200).optional(),
  }),
  response: envelope({
    statuses: z.array(applicationStatusSchema),
    featureFlags: featureFlagsSchema,
  }),
});

export const setApplicationStatus = defineCall({
  id: 'supportApplications.setStatus',
  backend: 'support',
  method: 'PUT',
  path: '/api/applications',
  summary:
    'Switches an application on or off for an account; its calls answer 403 to the ' +
    "account's users from their next request, and nothing of it is deleted.",
  access: permission('SupportApplications', 'edit'),
  body: z.object({
    accountCode: codeOf('account'),
    applicationCode: z.enum(accountApplicationCodes),
    applicationName: z.string().max(200).optional(),
    isEnabled: z.boolean(),
  }),
  response: envelope({ status: applicationStatusSchema }),
});

export const setFeatureFlags = defineCall({
  id: 'supportApplications.setFeatureFlags',
  backend: 'support',
  method: 'PUT',
  path: '/api/applications/featureFlags',
  summary: "Sets some of an account's feature flags; the others keep their value.",
  access: permission('SupportApplications', 'edit'),
  body: z.object({
    accountCode: codeOf('account'),
    flags: featureFlagsSchema.partial().strict(),
  }),
  response: envelope({ featureFlags: featureFlagsSchema }),
});
