import type { FilterCondition } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { filterLeaf } from '../../test/filter-conditions';
import { createLimitedScope } from '../../test/limited-scope';
import { snapshotTables } from '../../test/table-snapshot';

type Headers = { authorization: string };

let app: FastifyInstance;
let bed: Awaited<ReturnType<typeof createLimitedScope>>;

beforeAll(async () => {
  app = await buildTestApp();
  bed = await createLimitedScope(app);
}, 180_000);
afterAll(() => app.close());

const kinds = {
  player: { path: '/api/playerfilter', one: 'PlayerFilter', name: 'PlayerFilterName' },
  media: { path: '/api/mediafilter', one: 'MediaFilter', name: 'MediaFilterName' },
};
type Kind = keyof typeof kinds;

async function save(kind: Kind, headers: Headers, name: string, condition: object, code?: string) {
  const { path, one, name: nameField } = kinds[kind];
  const answer = await app.inject({
    method: code ? 'PUT' : 'POST',
    url: code ? `${path}/${code}` : path,
    headers,
    payload: { [one]: { [nameField]: name }, Filter: { Condition: condition } },
  });
  expect(answer.statusCode, answer.body).toBe(code ? 200 : 201);
  return answer.json()[one];
}

async function read(kind: Kind, headers: Headers, code: string) {
  const { path, one } = kinds[kind];
  const answer = await app.inject({ url: `${path}/${code}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json()[one];
}

const without = ({ filterCode: _code, ...condition }: FilterCondition) => condition;

describe('a saved filter naming screens or media beyond the reader’s scope', () => {
  const screens = () => ({
    operator: 'OR' as const,
    subNodes: [
      {
        operator: 'AND' as const,
        subNodes: [
          filterLeaf('Locations', [bed.here.locationCode, bed.there.locationCode]),
          filterLeaf('Players', [bed.seen.playerCode, bed.unseen.playerCode]),
        ],
      },
      filterLeaf('Players', [bed.unseen.playerCode], 'NotIn'),
    ],
  });

  it('shows the limited reader only the codes inside their scope, and counts the others', async () => {
    const created = await save('player', bed.ownerAuth, 'Two screens', screens());
    const code = created.playerFilterCode;
    expect(created.outsideReach).toEqual({ screens: 0, media: 0 });
    const limited = await read('player', bed.limitedAuth, code);
    expect(without(limited.condition)).toEqual({
      operator: 'OR',
      subNodes: [
        {
          operator: 'AND',
          subNodes: [
            filterLeaf('Locations', [bed.here.locationCode, bed.there.locationCode]),
            filterLeaf('Players', [bed.seen.playerCode]),
          ],
        },
      ],
    });
    expect(limited.outsideReach).toEqual({ screens: 1, media: 0 });
    const listed = await app.inject({ url: '/api/playerfilter', headers: bed.limitedAuth });
    expect(JSON.stringify(listed.json())).not.toContain(bed.unseen.playerCode);
    expect(JSON.stringify(limited)).not.toContain(bed.unseen.playerCode);

    const unseenOnly = await save('player', bed.ownerAuth, 'Unseen only', {
      operator: 'AND',
      subNodes: [filterLeaf('Players', [bed.unseen.playerCode])],
    });
    const empty = await read('player', bed.limitedAuth, unseenOnly.playerFilterCode);
    expect(without(empty.condition)).toEqual({ operator: 'AND', subNodes: [] });
    expect(empty.outsideReach).toEqual({ screens: 1, media: 0 });
  });

  it('keeps the codes the limited reader could not see when they save the filter back', async () => {
    const created = await save('player', bed.ownerAuth, 'Kept screens', screens());
    const code = created.playerFilterCode;
    const limited = await read('player', bed.limitedAuth, code);
    const saved = await save(
      'player',
      bed.limitedAuth,
      'Kept screens, renamed',
      limited.condition,
      code,
    );
    expect(saved.outsideReach).toEqual({ screens: 1, media: 0 });
    expect(without((await read('player', bed.ownerAuth, code)).condition)).toEqual(screens());

    // An edit: the reader adds a screen of theirs beside the hidden one and drops the others.
    const edited = {
      operator: 'AND',
      subNodes: [filterLeaf('Players', [bed.seen.playerCode])],
    };
    await save('player', bed.limitedAuth, 'Kept screens, edited', edited, code);
    expect(without((await read('player', bed.ownerAuth, code)).condition)).toEqual({
      operator: 'AND',
      subNodes: [
        filterLeaf('Players', [bed.seen.playerCode]),
        {
          operator: 'AND',
          subNodes: [
            filterLeaf('Locations', [bed.here.locationCode, bed.there.locationCode]),
            filterLeaf('Players', [bed.seen.playerCode, bed.unseen.playerCode]),
          ],
        },
        filterLeaf('Players', [bed.unseen.playerCode], 'NotIn'),
      ],
    });
  });

  it('does the same for the media of a media filter', async () => {
    const [shown] = bed.shown;
    const both = {
      operator: 'AND',
      subNodes: [filterLeaf('Media', [shown!.mediaCode, bed.hidden.mediaCode])],
    };
    const created = await save('media', bed.ownerAuth, 'Two media', both);
    const code = created.mediaFilterCode;
    const limited = await read('media', bed.limitedAuth, code);
    expect(without(limited.condition)).toEqual({
      operator: 'AND',
      subNodes: [filterLeaf('Media', [shown!.mediaCode])],
    });
    expect(limited.outsideReach).toEqual({ screens: 0, media: 1 });
    expect(JSON.stringify(limited)).not.toContain(bed.hidden.mediaCode);
    await save('media', bed.limitedAuth, 'Two media, renamed', limited.condition, code);
    expect(without((await read('media', bed.ownerAuth, code)).condition)).toEqual(both);
  });

  it('refuses, as not there, a screen or medium the limited user names beyond their scope', async () => {
    const before = await snapshotTables(app);
    const refused = async (kind: Kind, condition: object, code?: string) => {
      const { path, one, name } = kinds[kind];
      const answer = await app.inject({
        method: code ? 'PUT' : 'POST',
        url: code ? `${path}/${code}` : path,
        headers: bed.limitedAuth,
        payload: { [one]: { [name]: `Typed ${kind}` }, Filter: { Condition: condition } },
      });
      expect(answer.statusCode).toBe(404);
      return answer.json().success.message as string;
    };
    const players = (codes: string[]) => ({
      operator: 'AND',
      subNodes: [filterLeaf('Tags', ['t']), filterLeaf('Players', codes, 'NotIn')],
    });
    const tagged = { operator: 'AND', subNodes: [filterLeaf('Tags', ['t'])] };
    // A screen outside the scope reads exactly like one that does not exist.
    expect(await refused('player', players([bed.seen.playerCode, bed.unseen.playerCode]))).toBe(
      `Filter.Condition.subNodes[1].codes: no such screen ${bed.unseen.playerCode}`,
    );
    expect(await refused('player', players(['nothing-here']))).toBe(
      'Filter.Condition.subNodes[1].codes: no such screen nothing-here',
    );
    const media = { operator: 'AND', subNodes: [filterLeaf('Media', [bed.hidden.mediaCode])] };
    expect(await refused('media', media)).toBe(
      `Filter.Condition.subNodes[0].codes: no such medium ${bed.hidden.mediaCode}`,
    );
    expect(await snapshotTables(app)).toBe(before);

    // Nor may they add one to a filter they save back; the owner, whom nothing limits, may.
    const created = await save('player', bed.ownerAuth, 'Owner typed', tagged);
    await refused('player', players([bed.unseen.playerCode]), created.playerFilterCode);
    await save(
      'player',
      bed.ownerAuth,
      'Owner typed',
      players([bed.unseen.playerCode]),
      created.playerFilterCode,
    );
  });
});
