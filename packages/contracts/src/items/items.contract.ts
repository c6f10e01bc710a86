import { attributeTypes, factTypes, itemLimits } from '@marquee/domain';
import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission, type CallResponse } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { defaultPageSize, maxPageSize, maxSkipItems, searchText } from '../core/paging';
import { filterConditionSchema } from '../saved-filters/filter-condition.schema';

/**
 * Items (spec 001 "Items", the API's facts): the account's catalogue records and the schema of
 * their attributes. AccountItems governs the items themselves; RoleItems the attributes, the
 * roles a value plays in every item (changing the schema changes every item's form).
 */

const itemsView = permission('AccountItems', 'view');
const itemsEdit = permission('AccountItems', 'edit');
const schemaEdit = permission('RoleItems', 'edit');

export const factTypeSchema = z.enum(factTypes);
export const attributeCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must start with a letter and hold letters, digits or _');

export const mediaValueSchema = z.object({ mediaCode: codeOf('media') });

/** A value as stored: text, a number, a flag, media by code, or nothing. */
export const attributeValueSchema = z
  .union([
    z.string().max(itemLimits.textLength),
    z.number(),
    z.boolean(),
    mediaValueSchema,
    z.array(mediaValueSchema).max(itemLimits.mediaListLength),
    z.null(),
  ])
  .meta({ description: 'Checked against the attribute type of the schema.' });

export const factSchemeEntrySchema = z.object({
  attributeCode: attributeCodeSchema,
  title: z.string().trim().min(1).max(100),
  type: z.enum(attributeTypes),
  required: z.boolean(),
  mediaLibrary: z.boolean(),
  order: z.number().int().min(0).max(1000),
  inList: z.boolean(),
  inSelector: z.boolean(),
  options: z.array(z.string().trim().min(1).max(itemLimits.optionLength)).max(itemLimits.options),
  isDefault: z.boolean(),
});
export type FactSchemeEntry = z.infer<typeof factSchemeEntrySchema>;

export const factAttributeSchema = z.object({
  attributeCode: attributeCodeSchema,
  value: attributeValueSchema,
  isDefault: z.boolean(),
  /** The media a media attribute names, when the value names one (the first of a list). */
  mediaRef: z.object({ mediaCode: codeSchema }).nullable(),
});

export const factSchema = z.object({
  factCode: codeOf('fact'),
  factType: factTypeSchema,
  factAttributes: z.array(factAttributeSchema),
  /** ISO 8601. */
  modifiedAt: z.string(),
});
export type Fact = z.infer<typeof factSchema>;

const attributeInputSchema = z.object({
  attributeCode: attributeCodeSchema,
  value: attributeValueSchema,
});
const factAttributesInput = z.array(attributeInputSchema).max(itemLimits.attributes);

const typeParams = z.object({ type: factTypeSchema });

export const getFactScheme = defineCall({
  id: 'facts.schema',
  backend: 'customer',
  method: 'GET',
  path: '/api/facts/schemas',
  summary:
    "The account's attributes of a fact type in order: all of them, or those a view (List, Selector) shows.",
  access: itemsView,
  query: z.object({
    factType: factTypeSchema.default('Item'),
    view: z.enum(['List', 'Selector']).optional(),
  }),
  response: envelope({ factScheme: z.array(factSchemeEntrySchema) }),
});

export const putFactScheme = defineCall({
  id: 'facts.saveSchema',
  backend: 'customer',
  method: 'PUT',
  path: '/api/facts/schemas',
  summary:
    "Replaces the account's own attributes (built-in ones keep their code and type); retyping or dropping an attribute items hold values of answers 409.",
  access: schemaEdit,
  body: z.object({
    factType: factTypeSchema.default('Item'),
    factScheme: z
      .array(factSchemeEntrySchema.omit({ isDefault: true, mediaLibrary: true }))
      .max(itemLimits.attributes),
  }),
  response: envelope({ factScheme: z.array(factSchemeEntrySchema) }),
});

export const searchFacts = defineCall({
  id: 'facts.search',
  backend: 'customer',
  method: 'POST',
  path: '/api/facts/search',
  summary:
    "The account's facts of a type by name, matching a search and a filter condition, a page at a time.",
  access: itemsView,
  body: z.object({
    factType: factTypeSchema.default('Item'),
    condition: filterConditionSchema.optional(),
    searchText,
    maxItemsInResult: z.number().int().min(1).max(maxPageSize).default(defaultPageSize),
    skipItemsInResult: z.number().int().min(0).max(maxSkipItems).default(0),
  }),
  response: envelope({ facts: z.array(factSchema), hasMore: z.boolean() }),
});

export const getFact = defineCall({
  id: 'facts.get',
  backend: 'customer',
  method: 'GET',
  path: '/api/facts/{factType}/{factCode}',
  summary: 'One fact with its values.',
  access: itemsView,
  params: z.object({ factType: factTypeSchema, factCode: codeOf('fact') }),
  response: envelope({ fact: factSchema }),
});

export const createFact = defineCall({
  id: 'facts.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/facts/{type}/new',
  summary: 'Makes a fact of the values given; each is checked by its attribute (400 naming it).',
  access: itemsEdit,
  params: typeParams,
  body: z.object({ factAttributes: factAttributesInput }),
  response: envelope({ fact: factSchema }),
  status: 201,
});

export const modifyFactAttributes = defineCall({
  id: 'facts.modifyAttributes',
  backend: 'customer',
  method: 'PUT',
  path: '/api/facts/{type}/modifyattributes',
  summary:
    'Sets the values given of a fact (a null value clears one); the others stay as they are.',
  access: itemsEdit,
  params: typeParams,
  body: z.object({ factCode: codeOf('fact'), factAttributes: factAttributesInput }),
  response: envelope({ fact: factSchema }),
});

export const removeFacts = defineCall({
  id: 'facts.remove',
  backend: 'customer',
  method: 'POST',
  path: '/api/facts/remove',
  summary: 'Removes facts; any code that is not one of the account answers 404 and removes none.',
  access: itemsEdit,
  body: z.object({ factCodes: z.array(codeOf('fact')).min(1).max(maxPageSize) }),
  response: emptyAnswer,
});

export const getAttributeValues = defineCall({
  id: 'facts.attributeValues',
  backend: 'customer',
  method: 'GET',
  path: '/api/facts/attributes/{code}',
  summary:
    "The distinct values the account's items hold for a text, select or currency attribute (a sign's options), at most 200.",
  access: itemsView,
  params: z.object({ code: attributeCodeSchema }),
  response: envelope({ attributeCode: z.string(), values: z.array(z.string()) }),
});

export type FactScheme = CallResponse<typeof getFactScheme>['factScheme'];
