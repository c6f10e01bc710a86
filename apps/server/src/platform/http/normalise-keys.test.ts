import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { normaliseKeys } from './normalise-keys';

const schema = z.object({
  SearchText: z.string().optional(),
  Filter: z.object({ Condition: z.string() }).optional(),
  Channels: z.array(z.object({ channelCode: z.string(), isActive: z.boolean().default(true) })),
  Paging: z.preprocess((value) => value, z.object({ MaxItemsInResult: z.number() })).nullable(),
});

describe('normaliseKeys', () => {
  it('spells keys as the schema does, through nested objects, arrays and wrappers', () => {
    expect(
      normaliseKeys(schema, {
        searchtext: 'abc',
        FILTER: { condition: 'x' },
        channels: [{ ChannelCode: 'c1', ISACTIVE: false }],
        paging: { maxItemsInResult: 5 },
      }),
    ).toEqual({
      SearchText: 'abc',
      Filter: { Condition: 'x' },
      Channels: [{ channelCode: 'c1', isActive: false }],
      Paging: { MaxItemsInResult: 5 },
    });
  });

  it('keeps the exact spelling when both spellings are sent, and unknown keys as they are', () => {
    expect(normaliseKeys(schema, { searchText: 'lower', SearchText: 'exact', other: 1 })).toEqual({
      SearchText: 'exact',
      searchText: 'lower',
      other: 1,
    });
  });
});
