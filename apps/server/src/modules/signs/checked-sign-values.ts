import type { FormModel, SignValues } from '@marquee/domain';
import { checkSignValues } from '@marquee/domain/signs';
import { and, eq, inArray } from 'drizzle-orm';
import { facts, media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { signOptions } from './sign-options';

export interface CheckedSignValues {
  values: SignValues;
  factCodes: string[];
  mediaCodes: string[];
}

/** Most issues one answer names; the rest follow once these are mended. */
const maxIssuesNamed = 20;

/**
 * A sign's values held against its form model, then against the account: every medium the caller
 * may see, every item the account's, every looked-up option one the source offers. 400 names each
 * value's path (`values.rows[1].line: …`), 404 a medium or item that is not there for the caller.
 */
export async function checkedSignValues(
  db: Database,
  actor: Actor,
  formModel: FormModel,
  given: unknown,
): Promise<CheckedSignValues> {
  const check = checkSignValues(formModel, given);
  if (!check.ok) {
    throw new BadRequest(
      check.issues
        .slice(0, maxIssuesNamed)
        .map((issue) => `${issue.path}: ${issue.message}`)
        .join('; '),
    );
  }
  const { mediaCodes, factCodes } = check.references;
  const [visibleMedia, accountFacts] = await Promise.all([
    mediaCodes.length === 0
      ? []
      : db
          .select({ mediaCode: media.mediaCode })
          .from(media)
          .where(and(await actor.media(), inArray(media.mediaCode, mediaCodes))),
    factCodes.length === 0
      ? []
      : db
          .select({ factCode: facts.factCode })
          .from(facts)
          .where(and(eq(facts.accountId, actor.accountId), inArray(facts.factCode, factCodes))),
  ]);
  const seenMedia = new Set(visibleMedia.map((row) => row.mediaCode));
  const missingMedium = mediaCodes.find((code) => !seenMedia.has(code));
  if (missingMedium) throw new NotFound(`values: no such media ${missingMedium}`);
  const seenFacts = new Set(accountFacts.map((row) => row.factCode));
  const missingFact = factCodes.find((code) => !seenFacts.has(code));
  if (missingFact) throw new NotFound(`values: no such item ${missingFact}`);
  for (const looked of check.optionValues) {
    const offered = new Set(
      (await signOptions(db, actor, looked.optionsSource)).map((option) => option.value),
    );
    const stray = looked.values.find((value) => !offered.has(value));
    if (stray !== undefined) {
      throw new BadRequest(`${looked.path}: ${stray} is not one of the options`);
    }
  }
  return { values: check.values, factCodes, mediaCodes };
}
