import { codeOf, codeSchema } from '@marquee/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../platform/openapi/json-schema';
import { unmarkedReferences } from './code-references';
import type { JsonSchema } from './openapi-walk';

const bodyOf = (schema: z.ZodType) => jsonSchemaOf(schema, 'input') as JsonSchema;

describe('finding row references the contracts forgot to mark', () => {
  it('reports an unmarked PlayerCodes list of a new call', () => {
    const body = bodyOf(z.object({ PlayerCodes: z.array(codeSchema).max(100), Name: z.string() }));
    expect(unmarkedReferences(body)).toEqual([['PlayerCodes', '[]']]);
  });

  it('reports unmarked ids nested in objects, optional or nullable', () => {
    const body = bodyOf(
      z.object({
        Items: z.array(z.object({ mediaId: codeSchema.nullable(), Order: z.number() })),
        Target: z.object({ ChannelCode: codeSchema.optional() }),
      }),
    );
    expect(unmarkedReferences(body)).toEqual([
      ['Items', '[]', 'mediaId'],
      ['Target', 'ChannelCode'],
    ]);
  });

  it('accepts marked codes, fixed choices and the declared non-references', () => {
    const body = bodyOf(
      z.object({
        PlayerCodes: z.array(codeOf('player')),
        LanguageCode: z.enum(['en_US', 'sv_SE']),
        UniqueCode: z.string(),
      }),
    );
    expect(unmarkedReferences(body)).toEqual([]);
  });
});
