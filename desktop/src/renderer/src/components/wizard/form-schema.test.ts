import { describe, expect, it } from 'vitest';
import { z } from '@banco/shared';
import { addIssuesOf, formErrorsOf, formSchema } from './form-schema.ts';
import { flattenErrors } from './use-wizard-form.ts';

interface Values {
  name: string;
  rows: { code: string }[];
  password: string;
  confirm: string;
}

const bodySchema = z.object({ name: z.string().trim().min(2, 'Nome richiesto') });
const rowSchema = z.object({ code: z.string().min(1, 'Codice richiesto') });

/** A form over a request body: the body's messages under its paths, plus a rule of the form alone. */
const schema = formSchema<Values>((values, add) => {
  addIssuesOf(add, bodySchema, { name: values.name });
  values.rows.forEach((row, index) => addIssuesOf(add, rowSchema, row, ['rows', index]));
  if (values.confirm !== values.password) add('confirm', 'Le password non coincidono');
});

describe('wizard form schemas', () => {
  it('gives the shared schema\'s messages under the form\'s paths', () => {
    expect(formErrorsOf(schema, { name: 'x', rows: [{ code: 'A' }, { code: '' }], password: 'a', confirm: 'b' })).toEqual({
      name: 'Nome richiesto',
      'rows.1.code': 'Codice richiesto',
      confirm: 'Le password non coincidono',
    });
    expect(formErrorsOf(schema, { name: 'Centro', rows: [], password: '', confirm: '' })).toEqual({});
  });

  it('keeps the values as typed (the body is built on save)', () => {
    const values = { name: ' Centro ', rows: [], password: '', confirm: '' };
    expect(schema.parse(values)).toEqual(values);
  });

  it('reads react-hook-form\'s nested errors as dotted paths', () => {
    const ref = { name: 'x' };
    expect(
      flattenErrors({
        name: { type: 'custom', message: 'Nome richiesto', ref },
        rows: [undefined, { code: { type: 'custom', message: 'Codice richiesto' } }],
        operators: { type: 'custom', message: 'Seleziona almeno un operatore' },
      }),
    ).toEqual({ name: 'Nome richiesto', 'rows.1.code': 'Codice richiesto', operators: 'Seleziona almeno un operatore' });
    expect(flattenErrors({})).toEqual({});
  });
});
