/**
 * The rules of a trigger's definition and setting are the domain's (`@marquee/domain` triggers);
 * the contracts run them inside their zod schemas, each problem at the field it is about, as a
 * path under the object checked.
 */
import {
  acceptsActionType,
  type ActionType,
  type TriggerGroup as DomainGroup,
  actionTypesOf,
  isVariableName,
  settingFieldProblems,
  triggerValueProblems,
  type Daypart,
  type TriggerDefinition,
  type TriggerInterval,
  type TriggerSettingProblem,
} from '@marquee/domain';

export type { Daypart, TriggerDefinition, TriggerInterval };

export const triggerGroups = [
  'Dayparts',
  'Timer',
  'External',
] as const satisfies readonly DomainGroup[];
export type TriggerGroup = (typeof triggerGroups)[number];

export const triggerActionTypes = ['Play', 'Interrupt'] as const satisfies readonly ActionType[];
export type TriggerActionType = (typeof triggerActionTypes)[number];

/** Which actions each group allows: a daypart plays, a timer interrupts, an external does either. */
export const actionTypesOfGroup: Readonly<Record<TriggerGroup, readonly TriggerActionType[]>> =
  actionTypesOf;
export { defaultActiveValue } from '@marquee/domain';

export const triggerLimits = {
  name: 100,
  variableName: 64,
  dayparts: 50,
} as const;

export interface TriggerSetting {
  dayparts?: Daypart[];
  interval?: TriggerInterval;
  value?: string;
}

export interface TriggerProblem {
  path: (string | number)[];
  message: string;
}

/** A domain problem's dotted path (`dayparts.1.weekdayEndTime`) as a zod path under `under`. */
function issuesOf(problems: TriggerSettingProblem[], under: string[]): TriggerProblem[] {
  return problems.map(({ path, message }) => ({
    path: [...under, ...path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))],
    message,
  }));
}

/** The problems of a definition: the action its group refuses, an external's variable name. */
export function definitionProblems(definition: TriggerDefinition): TriggerProblem[] {
  const problems: TriggerProblem[] = [];
  if (!acceptsActionType(definition.triggerGroup, definition.actionType)) {
    const allowed = actionTypesOf[definition.triggerGroup];
    problems.push({
      path: ['actionType'],
      message: `A ${definition.triggerGroup} trigger's action is ${allowed.join(' or ')}.`,
    });
  }
  if (definition.triggerGroup === 'External') {
    if (!definition.variableName || !isVariableName(definition.variableName)) {
      problems.push({
        path: ['variableName'],
        message: 'must be 1 to 64 letters, digits, _ . or -',
      });
    }
    problems.push(
      ...issuesOf(triggerValueProblems(definition.activeValue ?? '', 'activeValue'), []),
    );
  } else if (definition.variableName) {
    problems.push({ path: ['variableName'], message: 'Only an External trigger has one.' });
  }
  return problems;
}

/** The problems of the fields a setting holds, each under `setting`. */
export const settingProblems = (setting: TriggerSetting): TriggerProblem[] =>
  issuesOf(settingFieldProblems(setting), ['setting']);

/** The problems of an external value sent from outside. */
export const valueProblems = (value: string): TriggerProblem[] =>
  issuesOf(triggerValueProblems(value), []);
