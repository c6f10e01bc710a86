import {
  attributeConditionProblem,
  type FilterCondition,
  type ItemAttribute,
} from '@marquee/domain';
import { BadRequest } from '../../platform/errors';

/**
 * 400 naming the first attribute leaf the schema cannot answer, under `at` (the condition's
 * place in the request, `condition` or `Filter.Condition`).
 */
export function assertItemCondition(
  condition: FilterCondition | null | undefined,
  scheme: readonly ItemAttribute[],
  at: string,
): void {
  const problem = condition && attributeConditionProblem(condition, scheme);
  if (problem) throw new BadRequest(`${at}.${problem.path}: ${problem.message}`);
}
