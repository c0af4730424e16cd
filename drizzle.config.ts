import { defineConfig } from 'drizzle-kit';

// Each module owns its tables in a `*.schema.ts` file; migrations are generated SQL, committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './migrations',
});
