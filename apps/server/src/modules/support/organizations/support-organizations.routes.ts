import { searchOrganizations as searchCall } from '@marquee/contracts';
import { defineRoute } from '../../../platform/http/define-route';
import { ok } from '../../../platform/http/success-envelope';
import { searchOrganizations } from './search-organizations';

export const supportOrganizationRoutes = [
  defineRoute(searchCall, async ({ db, query }) => ({
    success: ok,
    operationSuccessful: true,
    ...(await searchOrganizations(db, query)),
  })),
];
