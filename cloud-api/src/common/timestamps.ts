import { p } from '@mikro-orm/core';

/** created_at / updated_at (timestamptz), set by the ORM; a fresh builder pair per entity. */
export function timestamps() {
  return {
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  };
}
