import { index, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo } from './columns';

/**
 * The identity server's store: sessions, interactions, grants, codes and refresh tokens, one
 * row per model and id with the provider's own payload.
 * @owner modules/identity
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: varchar('model', { length: 64 }).notNull(),
    id: varchar('id', { length: 256 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: varchar('grant_id', { length: 256 }),
    uid: varchar('uid', { length: 256 }),
    userCode: varchar('user_code', { length: 256 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_id_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
    index('oidc_models_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Keys of the identity server: RS256 signing keys (private JWK) and cookie secrets. The newest
 * key signs; older ones stay published so tokens they signed still verify.
 * @owner modules/identity
 */
export const identityKeys = pgTable('identity_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<'signing' | 'cookie'>().notNull(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time links sent by mail; only the SHA-256 of the token is kept.
 * @owner modules/identity
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    purpose: varchar('purpose', { length: 16 })
      .$type<'invitation' | 'reset' | 'confirmEmail'>()
      .notNull(),
    /** The new address an e-mail confirmation applies. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_id_idx').on(t.userId)],
);

export { attemptThrottles } from '../../platform/throttle/throttle-table';
