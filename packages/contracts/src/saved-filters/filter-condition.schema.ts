import {
  codeConditions,
  conditionLeaves,
  filterNodeTypes,
  filterOperators,
  type FilterCondition,
  type FilterConditionNode,
} from '@marquee/domain';
import { z } from 'zod';
import { codeSchema } from '../core/codes';

/** Groups inside groups, the root counted: the builder makes two, the spec's editors no more. */
export const maxConditionDepth = 4;
export const maxConditionCodes = 500;
/** Codes of all leaves together, so one saved condition (or role) stays small. */
export const maxConditionTotalCodes = 1_000;
export const maxConditionSubNodes = 50;

export const filterLeafSchema = z.object({
  nodeType: z.enum(filterNodeTypes),
  nodeKey: z.string().trim().min(1).max(64),
  codes: z.array(z.string().trim().min(1).max(200)).min(1).max(maxConditionCodes),
  codeCondition: z.enum(codeConditions),
});

const tooDeep = z.object({
  subNodes: z.never({ error: `conditions nest at most ${maxConditionDepth} levels deep` }),
});

/**
 * A union's own message is only "Invalid input"; a node is a group when it has `subNodes`,
 * so the problems of that branch are the ones worth naming.
 */
function nodeProblems(issue: { input?: unknown; errors?: z.core.$ZodIssue[][] }) {
  const isGroup =
    typeof issue.input === 'object' && issue.input !== null && 'subNodes' in issue.input;
  const branch = issue.errors?.[isGroup ? 0 : 1] ?? [];
  return branch.map((problem) => `${problem.path.join('.')}: ${problem.message}`).join('; ');
}

/**
 * Each level is its own schema down to the depth bound, so a request is checked, documented
 * and normalised without unbounded recursion.
 */
function groupAt(depth: number): z.ZodType<FilterConditionNode> {
  const child = depth < maxConditionDepth ? groupAt(depth + 1) : tooDeep;
  const node = z.union([child, filterLeafSchema], { error: nodeProblems });
  return z.object({
    operator: z.enum(filterOperators),
    subNodes: z.array(node).max(maxConditionSubNodes),
  }) as unknown as z.ZodType<FilterConditionNode>;
}

/** A saved filter's condition (spec 002 "Filter entities"): a group with at least one node. */
export const filterConditionSchema = z
  .object({
    filterCode: codeSchema.optional(),
    operator: z.enum(filterOperators),
    subNodes: z
      .array(z.union([groupAt(2), filterLeafSchema], { error: nodeProblems }))
      .min(1, 'a filter needs at least one condition')
      .max(maxConditionSubNodes),
  })
  .refine(
    (condition) =>
      conditionLeaves(condition as FilterCondition).reduce(
        (total, { leaf }) => total + leaf.codes.length,
        0,
      ) <= maxConditionTotalCodes,
    {
      message: `a filter holds at most ${maxConditionTotalCodes} codes in all`,
      path: ['subNodes'],
    },
  ) as unknown as z.ZodType<FilterCondition>;

/**
 * A saved filter's condition as a reader limited to some screens or media reads it when it names
 * only screens and media outside their scope: a root with nothing in it (see `outsideReach`).
 */
export const unseenConditionSchema = z.object({
  filterCode: codeSchema.optional(),
  operator: z.enum(filterOperators),
  subNodes: z.array(z.never()).max(0),
});

/** The spec's selected-code lookup entry: a code, its name and attributes such as a tag's Color. */
export const conditionLookupSchema = z.object({
  code: z.string().max(200),
  name: z.string().max(200),
  attributes: z.array(z.object({ type: z.string().max(64), value: z.string().max(200) })).max(10),
});
export type ConditionLookup = z.infer<typeof conditionLookupSchema>;

export const filterNameSchema = z.string().trim().min(1, 'a filter needs a name').max(100);
