/**
 * Writes a new migration with the difference between the entities and the schema that the
 * committed migrations produce: a scratch in-memory PGlite gets the committed migrations, the
 * MikroORM migrator diffs it against the entities and emits a TypeScript file, which is then
 * adapted for Node's type stripping and registered in src/db/migrations/index.ts.
 *
 *   npm run migration:create -w @banco/cloud-api -- <name>
 */
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/pglite';
import { baseOrmOptions, MIGRATIONS_DIR, pgliteDriverOptions } from '../src/db/orm.ts';
import { withoutStrayRoutines } from './migration-tidy.ts';

const name = (process.argv[2] ?? 'change').replace(/[^A-Za-z0-9_]/g, '_');
const orm = await MikroORM.init({ ...baseOrmOptions(), dbName: 'memory://', driverOptions: pgliteDriverOptions() });
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(MIGRATIONS_DIR, false, false, name);
  if (!result.fileName) {
    console.log('Nessuna differenza tra entità e migrazioni: niente da creare.');
  } else {
    const file = path.join(MIGRATIONS_DIR, result.fileName);
    fs.writeFileSync(file, withoutStrayRoutines(fs.readFileSync(file, 'utf8')));
    const className = result.fileName.replace(/\.ts$/, '');
    registerMigration(className);
    console.log(`Creata ${path.relative(process.cwd(), file)}`);
  }
} finally {
  await orm.close(true);
}

function registerMigration(className: string): void {
  const indexFile = path.join(MIGRATIONS_DIR, 'index.ts');
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^Migration\d+.*\.ts$/.test(f))
    .sort()
    .map((f) => f.replace(/\.ts$/, ''));
  if (!files.includes(className)) throw new Error(`${className}.ts non trovato`);
  const imports = files.map((f) => `import { ${f} } from './${f}.ts';`).join('\n');
  const entries = files.map((f) => `  { name: '${f}', class: ${f} },`).join('\n');
  fs.writeFileSync(
    indexFile,
    `import type { MigrationObject } from '@mikro-orm/core';
${imports}

/**
 * The committed migrations, in order. \`npm run migration:create -w @banco/cloud-api\` writes a new
 * file next to this one and adds it here.
 */
export const MIGRATIONS: MigrationObject[] = [
${entries}
];
`,
  );
}
