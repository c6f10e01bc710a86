import { foldMediaCondition, type FilterCondition } from '@marquee/domain';
import { and, eq, exists, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { media, mediaTags, tags } from '../../db/schema';
import { containsPattern } from '../../platform/db/like-pattern';
import type { RoleFilters } from './role-filter-scope';
import { mediaReachOf } from './role-reach';

/**
 * A predicate over `media` that holds exactly where the domain's `matchesMedia` does.
 * Undefined: the condition restricts no media.
 */
export function mediaConditionSql(condition: FilterCondition | null | undefined): SQL | undefined {
  const predicate = foldMediaCondition<SQL>(condition, {
    leaf: (leaf) => {
      const holds =
        leaf.nodeType === 'Media'
          ? inArray(media.mediaCode, leaf.codes)
          : leaf.nodeType === 'Tags'
            ? exists(
                sql`(select 1 from ${mediaTags} inner join ${tags} on ${eq(tags.id, mediaTags.tagId)} where ${and(
                  eq(mediaTags.mediaId, media.id),
                  inArray(tags.tagCode, leaf.codes),
                )})`,
              )
            : (or(
                ...leaf.codes.map((text) => ilike(media.displayName, containsPattern(text))),
              ) as SQL);
      return leaf.codeCondition === 'In' ? holds : not(holds);
    },
    group: (operator, parts) => (operator === 'AND' ? and(...parts) : or(...parts)) as SQL,
  });
  return predicate ?? undefined;
}

/** The media one role's media library filter selects; undefined when it limits nothing. */
export function mediaFilterSql(role: RoleFilters): SQL | undefined {
  const reach = mediaReachOf(role);
  if (!reach) return undefined;
  // A filter that cannot be read shows nothing rather than everything.
  return mediaConditionSql(reach.condition) ?? sql`false`;
}
