import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema, reviewed, committed and applied by the server on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
