import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations under drizzle/ from the schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
