import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../../platform/db/database';
import { oidcModels } from '../../../db/schema/identity';

function notExpired() {
  return or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()));
}

/** Builds the identity server's adapter class: every model in `oidc_models`. */
export function createOidcAdapter(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcModels)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: row });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oidcModels)
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), condition, notExpired()))
        .limit(1);
      if (!row) return undefined;
      const consumed = row.consumedAt ? Math.floor(row.consumedAt.getTime() / 1000) : undefined;
      return { ...(row.payload as AdapterPayload), ...(consumed ? { consumed } : {}) };
    }
  };
}

/** Removes what has expired (sessions, codes, tokens); run at start so the store stays small. */
export async function pruneExpiredOidcModels(db: Database): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date()));
}
