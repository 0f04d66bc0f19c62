/**
 * npm run db:migrate: applies the migrations this build has and the database lacks (a deploy step
 * of its own: the server never migrates a production database itself). Safe to run again, and from
 * two places at once on PostgreSQL (Kysely's migration lock).
 * npm run db:seed: migrates, then adds the demo catalog, customers and orders of every brand
 * (what is already there is kept). Not on a database real shoppers use: the demo customers log in
 * with 'demo-password'. `npm run db:seed -- --catalog-only` adds the brands' settings and catalog
 * without any demo customer (what a new production database starts from).
 * On the app's database (DATABASE_URL, else SQLITE_FILE). Bundled by `npm run build` into dist/db.cjs.
 */
import { closeDb, migrateDatabase, seedDatabase } from '../server/db';
import { log } from '../server/ops/log';

async function main(command: string | undefined, flags: string[]): Promise<number> {
  const logger = log();
  try {
    if (command === 'migrate') {
      const applied = await migrateDatabase();
      logger.info({ applied }, applied.length ? `migrated: ${applied.join(', ')}` : 'database already at the latest migration');
      return 0;
    }
    if (command === 'seed') {
      const catalogOnly = flags.includes('--catalog-only');
      await seedDatabase({ demoCustomers: !catalogOnly });
      logger.info(catalogOnly ? 'store settings and catalog seeded (no demo customers)' : 'demo data seeded');
      return 0;
    }
    console.error('usage: db migrate | db seed [--catalog-only]');
    return 2;
  } finally {
    await closeDb();
  }
}

main(process.argv[2], process.argv.slice(3)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    log().error({ err }, `db ${process.argv[2] ?? ''} failed`);
    process.exitCode = 1;
  },
);
