import { describe, expect, it } from 'vitest';
import { withoutStrayRoutines } from '../scripts/migration-tidy.ts';

/** The migration generator's down() (scripts/migration-create.ts): only what its up() did is undone. */
describe('a new migration\'s down()', () => {
  const generated = `export class Migration1 extends Migration {
  override up(): void | Promise<void> {
    this.addSql(\`create index "a_index" on "a" ("x");\`);
    this.addSql(\`create or replace function "mine_fn"() returns trigger language plpgsql as $$ begin return null; end; $$;\`);
  }

  override down(): void | Promise<void> {
    this.addSql(\`drop index "a_index";\`);
    this.addSql(\`drop function if exists "mine_fn"();\`);

    this.addSql(\`drop function if exists "banco_customer_search"(text, int, int);\`);

    this.addSql(\`create or replace function "banco_customer_search"("pattern" text) returns jsonb language sql as \\$\\$ select '{}'::jsonb \\$\\$;\`);
  }

}
`;

  it('keeps the statements of its own change and drops the routines it never touched', () => {
    const tidy = withoutStrayRoutines(generated);
    expect(tidy).toContain('drop index "a_index"');
    expect(tidy).toContain('drop function if exists "mine_fn"()');
    expect(tidy).not.toContain('banco_customer_search');
    expect(tidy.slice(0, tidy.indexOf('override down()'))).toBe(generated.slice(0, generated.indexOf('override down()')));
    expect(tidy).toMatch(/"mine_fn"\(\);`\);\n {2}\}\n\n\}\n$/);
  });

  it('changes nothing in a down() that holds only its own statements', () => {
    const tidy = withoutStrayRoutines(generated);
    expect(withoutStrayRoutines(tidy)).toBe(tidy);
  });
});
