// Resolves the settings of every screen of the bench's account straight from the database with
// the server's own store module (bundled by esbuild as the server is), counting its queries.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { settingsForPlayers } from '../../apps/server/src/modules/player-settings';

const [databaseUrl, accountId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
let queries = 0;
const db = drizzle(pool, { logger: { logQuery: () => (queries += 1) } });
const { rows } = await pool.query<{ id: string }>('select id from players where account_id = $1', [
  accountId,
]);
const ids = rows.map((row) => row.id);
const times: number[] = [];
for (let round = 0; round < 6; round += 1) {
  queries = 0;
  const start = performance.now();
  // The database type the server passes is drizzle's for either engine.
  const settings = await settingsForPlayers(db as never, ids, { sentToScreens: true });
  times.push(performance.now() - start);
  if (settings.size !== ids.length) throw new Error(`Resolved ${settings.size} of ${ids.length}`);
}
await pool.end();
// The first round warms the connection and the plans; the others are measured.
const measured = times.slice(1).sort((a, b) => a - b);
process.stdout.write(
  JSON.stringify({ players: ids.length, queries, medianMs: measured[2], maxMs: measured.at(-1) }),
);
