import type { FieldPath, JsonSchema } from './openapi-walk';

/** Names that read as a reference to a row: `UserCode`, `RoleCodes`, `UserId`, `playerIds`. */
const looksLikeReference = /(code|id)s?$/i;

/**
 * Fields named like references that are not, each with the reason; everything else so named
 * must carry `x-code-of`, or the tenancy walk could not aim it at another account's row.
 */
export const notReferences: Record<string, string> = {
  postalCode: "a location's postal address",
  timeZoneId: 'an IANA time zone name, the same for every account',
  languageCode: 'one of the four languages',
  UniqueCode: 'a component or sub-part of the permission table, the same for every account',
  filterCode: "a saved filter's own code echoed inside its condition; ignored on input",
  codes:
    "a condition leaf's values, read by node type and matched only within the caller's own rows",
};

/**
 * Single fields of single calls named like references that are not, as `operationId part path`
 * with the reason; a name listed here stays a reference everywhere else.
 */
export const notReferencesOfCalls: Record<string, string> = {
  'media.importUnsplash path id': "an Unsplash photo's id, named by Unsplash, not a row of ours",
  'endpoints.messagesInErrorQueue path id':
    "a queue's name, the same for every client, not a row of any account",
  'endpoints.filesInError path id':
    "a queue's name, the same for every client, not a row of any account",
  'endpoints.returnMessage body endpointId':
    "a queue's name, the same for every client, not a row of any account",
  'endpoints.deleteMessage body endpointId':
    "a queue's name, the same for every client, not a row of any account",
  'supportPlayerSettings.save body settings.[].playerSettingCode':
    "a setting's code, which screens read it by, looked up within the account the call names",
  'supportPlayerSettings.createDefinition body playerSettingDefinitionCode':
    "a setting's code, which screens read it by, looked up within the account the call names",
  'supportPlayerSettings.updateDefinition path code':
    "a setting's code, which screens read it by, looked up within the account the call names",
  'supportPlayerSettings.deleteDefinition path code':
    "a setting's code, which screens read it by, looked up within the account the call names",
  'htmlTemplates.save body formModel.fields.[].attributeCode':
    "the item attribute a field reads, a name in every account's item schema, not a row",
  'htmlTemplates.save body formModel.fields.[].fields.[].attributeCode':
    "the item attribute a field reads, a name in every account's item schema, not a row",
  'facts.create body factAttributes.[].attributeCode':
    "an attribute's code, the same name in every account's schema, looked up within the caller's account",
  'facts.modifyAttributes body factAttributes.[].attributeCode':
    "an attribute's code, the same name in every account's schema, looked up within the caller's account",
  'facts.saveSchema body factScheme.[].attributeCode':
    "an attribute's code, the same name in every account's schema, looked up within the caller's account",
  'facts.attributeValues path code':
    "an attribute's code, the same name in every account's schema, looked up within the caller's account",
};

/** Fields of a request schema whose name looks like a row reference but that are not marked. */
export function unmarkedReferences(
  schema: JsonSchema | undefined,
  path: FieldPath = [],
): FieldPath[] {
  if (!schema) return [];
  if (schema['x-code-of']) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap((option) => unmarkedReferences(option, path));
  if (schema.items) return unmarkedReferences(schema.items, [...path, '[]']);
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) =>
      unmarkedReferences(property, [...path, name]),
    );
  }
  // A choice among fixed values (LanguageCode, ApplicationCode) names no row.
  if (schema.type !== 'string' || schema.enum || schema.const !== undefined) return [];
  const name = path.filter((segment) => segment !== '[]').at(-1) ?? '';
  return looksLikeReference.test(name) && !(name in notReferences) ? [path] : [];
}
