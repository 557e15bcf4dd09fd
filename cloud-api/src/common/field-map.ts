/** A column as the API shows it: an optional value the row does not have is null, never absent. */
export type ApiValue<T> = undefined extends T ? Exclude<T, undefined> | null : T;

/** API name (snake_case) → entity property, for the editable columns of one entity. */
type Fields<E> = Record<string, keyof E & string>;

/** The values of `M`'s columns under their API names. */
export type ApiValues<E, M extends Fields<E>> = { [K in keyof M]: ApiValue<E[M[K]]> };

/** The values of `input` that `M` maps, under their entity property names (optional stays optional). */
export type EntityValues<M, I> = { [K in keyof I as K extends keyof M ? M[K] & PropertyKey : never]: I[K] };

export interface FieldMap<E, M extends Fields<E>> {
  readonly fields: M;
  /** The mapped columns of `entity` under their API names: the DTO's plain fields and the audit snapshot. */
  toApi(entity: Pick<E, M[keyof M]>): ApiValues<E, M>;
  /** The mapped fields `input` carries, under their API names (the next values an audit diff compares). */
  valuesOf<I extends { readonly [K in keyof M]?: unknown }>(input: I): { [K in keyof I as K extends keyof M ? K : never]: I[K] };
  /**
   * The entity properties of the API fields `input` carries (create, update); a field that is
   * undefined was not sent and is left out, so an update changes only what it names.
   */
  toEntity<I extends { readonly [K in keyof M]?: unknown }>(input: I): EntityValues<M, I>;
  /** The same map restricted to some API names (a form that edits fewer columns). */
  pick<const K extends keyof M & string>(...names: K[]): FieldMap<E, Pick<M, K>>;
}

/**
 * One declaration per entity of how its editable fields map to the API. Create and update
 * (`toEntity`), the DTO (`toApi`) and the audit trail (`diff` of two `toApi` snapshots, so audit
 * rows name fields as the API does) all read it: a new column is one line here, not four lists.
 *
 *   export const storeFields = defineFieldMap<Store>()({ name: 'name', postal_code: 'postalCode' });
 */
export function defineFieldMap<E>() {
  return <const M extends Fields<E>>(fields: M): FieldMap<E, M> => build<E, M>(fields);
}

function build<E, M extends Fields<E>>(fields: M): FieldMap<E, M> {
  const entries = Object.entries(fields) as [keyof M & string, keyof E & string][];
  return {
    fields,
    toApi(entity) {
      const values: Record<string, unknown> = {};
      for (const [api, property] of entries) values[api] = (entity as Record<string, unknown>)[property] ?? null;
      return values as ApiValues<E, M>;
    },
    valuesOf(input) {
      const values: Record<string, unknown> = {};
      for (const [api] of entries) {
        const value = (input as Record<string, unknown>)[api];
        if (value !== undefined) values[api] = value;
      }
      return values as never;
    },
    toEntity(input) {
      const values: Record<string, unknown> = {};
      for (const [api, property] of entries) {
        const value = (input as Record<string, unknown>)[api];
        if (value !== undefined) values[property] = value;
      }
      return values as EntityValues<M, typeof input>;
    },
    pick(...names) {
      return build<E, Pick<M, (typeof names)[number]>>(
        Object.fromEntries(names.map((name) => [name, fields[name]])) as Pick<M, (typeof names)[number]>,
      );
    },
  };
}
