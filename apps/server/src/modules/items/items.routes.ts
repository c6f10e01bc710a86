import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { attributeValues } from './attribute-values';
import { createFact } from './create-fact';
import { getFact } from './get-fact';
import { getFactScheme } from './get-fact-scheme';
import { modifyFactAttributes } from './modify-fact-attributes';
import { removeFacts } from './remove-facts';
import { saveFactScheme } from './save-fact-scheme';
import { searchFacts } from './search-facts';

export const itemRoutes = [
  defineRoute(calls.getFactScheme, async (context) => ({
    success: ok,
    factScheme: await getFactScheme(context.db, actorOf(context), context.query),
  })),
  defineRoute(calls.putFactScheme, async (context) => ({
    success: ok,
    factScheme: await saveFactScheme(
      context.db,
      actorOf(context),
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.searchFacts, async (context) => ({
    success: ok,
    ...(await searchFacts(context.db, actorOf(context), context.body)),
  })),
  defineRoute(calls.getFact, async (context) => ({
    success: ok,
    fact: await getFact(
      context.db,
      actorOf(context),
      context.params.factType,
      context.params.factCode,
    ),
  })),
  defineRoute(calls.createFact, async (context) => ({
    success: ok,
    fact: await createFact(
      context.db,
      actorOf(context),
      context.params.type,
      context.body.factAttributes,
      context.request.ip,
    ),
  })),
  defineRoute(calls.modifyFactAttributes, async (context) => ({
    success: ok,
    fact: await modifyFactAttributes(
      context.db,
      actorOf(context),
      context.params.type,
      context.body,
      context.request.ip,
      context.request.server.jobs,
    ),
  })),
  defineRoute(calls.removeFacts, async (context) => {
    await removeFacts(
      context.db,
      actorOf(context),
      context.body.factCodes,
      context.request.ip,
      context.request.server.jobs,
    );
    return { success: ok };
  }),
  defineRoute(calls.getAttributeValues, async (context) => ({
    success: ok,
    attributeCode: context.params.code,
    values: await attributeValues(context.db, actorOf(context), context.params.code),
  })),
];
