import { isIdField, type z } from '@banco/shared';

/** What a request field expects, as far as the fuzz needs to know to send it something else. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'id' | 'enum' | 'array' | 'object' | 'other';

export interface SchemaField {
  /** Path of the field in the request value (`codes.0.provider`: index 0 of an array). */
  path: string[];
  kind: FieldKind;
  /** Accepts null as its value. */
  nullable: boolean;
  /** An array's element. */
  element?: SchemaField;
  /** A union with a text member: it takes text. */
  takesText: boolean;
}

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema a value is checked against on input: wrappers and transforms peeled off. */
function peel(schema: z.ZodType, nullable = false): { schema: z.ZodType; nullable: boolean } {
  if (isIdField(schema)) return { schema, nullable };
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return peel(def.innerType as z.ZodType, nullable);
    case 'nullable':
      return peel(def.innerType as z.ZodType, true);
    case 'lazy':
      return peel((def.getter as () => z.ZodType)(), nullable);
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: the shape is the schema's
      const from = def.in as z.ZodType;
      return peel(defOf(from).type === 'transform' ? (def.out as z.ZodType) : from, nullable);
    }
    default:
      return { schema, nullable };
  }
}

function kindOf(schema: z.ZodType): FieldKind {
  if (isIdField(schema)) return 'id';
  const type = defOf(schema).type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'enum' || type === 'array' || type === 'object') return type;
  if (type === 'int') return 'number';
  if (type === 'literal') return 'enum';
  return 'other';
}

function describe(raw: z.ZodType, path: string[]): SchemaField {
  const { schema, nullable } = peel(raw);
  const kind = kindOf(schema);
  const def = defOf(schema);
  const takesText = kind === 'string' || (def.type === 'union' && (def.options ?? []).some((option) => kindOf(peel(option).schema) === 'string'));
  const field: SchemaField = { path, kind, nullable, takesText };
  if (kind === 'array' && def.element) field.element = describe(def.element, [...path, '0']);
  return field;
}

/**
 * Every field of a request schema (an object's fields, nested objects and array elements
 * included), found by walking the zod definition. The root itself is not listed.
 */
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const fields: SchemaField[] = [];
  const walk = (field: SchemaField, raw: z.ZodType): void => {
    const { schema: inner } = peel(raw);
    const def = defOf(inner);
    if (field.kind === 'object') {
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const described = describe(child, [...field.path, key]);
        fields.push(described);
        walk(described, child);
      }
    } else if (field.kind === 'array' && field.element && def.element) {
      walk(field.element, def.element);
    }
  };
  walk(describe(schema, []), schema);
  return fields;
}

/** `{ codes: [ { provider: value } ] }` for the path codes.0.provider. */
export function valueAt(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}
