import { randomBytes, randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../../platform/db/database';
import { identityKeys } from '../../../db/schema/identity';

export interface IdentityKeys {
  /** Private RS256 keys, newest first: the provider signs with the first, older ones verify. */
  signing: JWK[];
  /** Cookie secrets, newest first (the provider signs with the first, verifies with all). */
  cookie: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** Adds a new signing key (used from the next start); older keys stay published. */
export async function rotateSigningKey(db: Database): Promise<void> {
  const jwk = await newSigningKey();
  await db
    .insert(identityKeys)
    .values({ kid: String(jwk.kid), kind: 'signing', material: { ...jwk } });
}

async function ensureKeys(db: Database): Promise<void> {
  const existing = await db.select({ kind: identityKeys.kind }).from(identityKeys);
  if (!existing.some((row) => row.kind === 'signing')) await rotateSigningKey(db);
  if (!existing.some((row) => row.kind === 'cookie')) {
    const secret = randomBytes(32).toString('base64url');
    await db
      .insert(identityKeys)
      .values({ kid: randomUUID(), kind: 'cookie', material: { secret } });
  }
}

/** Loads the identity server's keys, generating them once on an empty database. */
export async function loadIdentityKeys(db: Database): Promise<IdentityKeys> {
  await ensureKeys(db);
  const rows = await db.select().from(identityKeys).orderBy(desc(identityKeys.createdAt));
  return {
    signing: rows.filter((row) => row.kind === 'signing').map((row) => row.material as JWK),
    cookie: rows.filter((row) => row.kind === 'cookie').map((row) => String(row.material.secret)),
  };
}
