import {
  matchesMedia,
  type CodeCondition,
  type FilterCondition,
  type FilterConditionLeaf,
  type FilterConditionNode,
  type FilterNodeType,
  type MediaFacts,
} from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaTags, tags } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount } from '../../test/factories';
import { mediaConditionSql } from '../scope';

let app: FastifyInstance;
let accountId: string;
const facts: MediaFacts[] = [];

function leaf(
  nodeType: FilterNodeType,
  codes: string[],
  codeCondition: CodeCondition = 'In',
): FilterConditionLeaf {
  return { nodeType, nodeKey: nodeType, codes, codeCondition };
}
const all = (...subNodes: FilterConditionNode[]): FilterCondition => ({
  operator: 'AND',
  subNodes,
});
const any = (...subNodes: FilterConditionNode[]): FilterCondition => ({ operator: 'OR', subNodes });

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  accountId = (await createAccount(db)).id;
  const [red, blue] = await db
    .insert(tags)
    .values([
      { accountId, tagType: 'media', name: 'Red' },
      { accountId, tagType: 'media', name: 'Blue' },
    ])
    .returning();
  const rows = [
    { displayName: 'Harbour at dawn', tags: [red!] },
    { displayName: 'Harbour 100%', tags: [red!, blue!] },
    { displayName: 'Menu_board', tags: [blue!] },
    { displayName: 'Opening hours', tags: [] },
  ];
  for (const row of rows) {
    const [inserted] = await db
      .insert(media)
      .values({ accountId, displayName: row.displayName, mediaType: 'Photo' })
      .returning();
    for (const tag of row.tags)
      await db.insert(mediaTags).values({ mediaId: inserted!.id, tagId: tag.id });
    facts.push({
      mediaCode: inserted!.mediaCode,
      displayName: row.displayName,
      tagCodes: row.tags.map((tag) => tag.tagCode),
    });
  }
}, 180_000);
afterAll(() => app.close());

/** Cases built once the codes exist. */
function cases(): Array<[string, FilterCondition]> {
  const [dawn, percent, menu] = facts.map((fact) => fact.mediaCode);
  const [redCode, blueCode] = [facts[0]!.tagCodes[0]!, facts[2]!.tagCodes[0]!];
  return [
    ['no sub-conditions', all()],
    ['empty groups and leaves', any(all(), leaf('Media', []))],
    ['Media In', all(leaf('Media', [dawn!, menu!]))],
    ['Media NotIn', all(leaf('Media', [dawn!], 'NotIn'))],
    ['Tags In', all(leaf('Tags', [redCode]))],
    ['Tags NotIn', all(leaf('Tags', [blueCode], 'NotIn'))],
    ['Tags In an unknown code', all(leaf('Tags', ['nobody']))],
    ['SearchText in any case', all(leaf('SearchText', ['HARBOUR']))],
    ['SearchText NotIn', all(leaf('SearchText', ['harbour'], 'NotIn'))],
    ['SearchText wildcards taken literally', all(leaf('SearchText', ['100%', 'u_b']))],
    ['Tags OR Media', any(leaf('Tags', [blueCode]), leaf('Media', [percent!]))],
    ['AND with NotIn', all(leaf('Tags', [redCode]), leaf('Media', [percent!], 'NotIn'))],
    ['screen node types restrict nothing', all(leaf('Locations', ['somewhere']))],
  ];
}

describe('the media condition in SQL', () => {
  it('selects exactly the media the pure reading selects, case by case', async () => {
    for (const [name, condition] of cases()) {
      const selected = await app.database.db
        .select({ mediaCode: media.mediaCode })
        .from(media)
        .where(and(eq(media.accountId, accountId), mediaConditionSql(condition)));
      const expected = facts.filter((fact) => matchesMedia(condition, fact));
      expect(selected.map((row) => row.mediaCode).sort(), name).toEqual(
        expected.map((fact) => fact.mediaCode).sort(),
      );
    }
  });
});
