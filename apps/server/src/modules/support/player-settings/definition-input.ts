import type { PlayerSettingDefinition } from '@marquee/domain';
import { builtInSettingCodes, definitionProblem } from '@marquee/domain';
import { BadRequest, Conflict } from '../../../platform/errors';

/** The definition fields the create and change calls carry. */
export type DefinitionFields = Omit<PlayerSettingDefinition, 'code' | 'writeOnly'>;

/** The definition a call asks for, 400 naming the field that does not make sense. */
export function checkedDefinition(code: string, fields: DefinitionFields): PlayerSettingDefinition {
  const definition: PlayerSettingDefinition = {
    code,
    name: fields.name,
    description: fields.description,
    valueType: fields.valueType,
    ...(fields.minimum === undefined ? {} : { minimum: fields.minimum }),
    ...(fields.maximum === undefined ? {} : { maximum: fields.maximum }),
    ...(fields.maxLength === undefined ? {} : { maxLength: fields.maxLength }),
    ...(fields.choices === undefined ? {} : { choices: fields.choices }),
    ...(fields.format === undefined ? {} : { format: fields.format }),
    defaultValue: fields.defaultValue,
    levels: fields.levels,
    sentToScreens: fields.sentToScreens,
  };
  const problem = definitionProblem(definition);
  if (problem) throw new BadRequest(problem);
  return definition;
}

/**
 * A built-in definition is the same for every account: no call changes or removes it, and no
 * account's own may take its code, in any case (screens read settings by code).
 */
export function assertNotBuiltIn(code: string, field: string): void {
  const lower = code.toLowerCase();
  if ([...builtInSettingCodes].some((builtIn) => builtIn.toLowerCase() === lower)) {
    throw new Conflict(`${field}: ${code} is a built-in setting`);
  }
}
