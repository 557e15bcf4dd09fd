import { describe, expect, it } from 'vitest';
import { officeCase, titleCase } from './normalize.ts';

describe('titleCase', () => {
  it('capitalises each word of names, surnames and companies', () => {
    expect(titleCase('mario')).toBe('Mario');
    expect(titleCase('DE LUCA')).toBe('De Luca');
    expect(titleCase("d'amico")).toBe("D'Amico");
    expect(titleCase('anna-maria  rossi ')).toBe('Anna-Maria Rossi');
    // a surname's particle keeps its capital
    expect(titleCase('maria di stefano')).toBe('Maria Di Stefano');
    expect(titleCase('NICOLÒ ÈLIA')).toBe('Nicolò Èlia');
    expect(titleCase('')).toBe('');
  });
});

describe('officeCase', () => {
  it("writes an issuing body as Italian does: prepositions and conjunctions after the first word in lower case", () => {
    expect(officeCase('COMUNE DI MILANO')).toBe('Comune di Milano');
    expect(officeCase("consolato d'italia")).toBe("Consolato d'Italia");
    expect(officeCase('ministero degli affari esteri e della cooperazione')).toBe('Ministero degli Affari Esteri e della Cooperazione');
    expect(officeCase("comune dell'aquila")).toBe("Comune dell'Aquila");
    expect(officeCase('prefettura di reggio nell’emilia')).toBe('Prefettura di Reggio nell’Emilia');
    expect(officeCase('di milano')).toBe('Di Milano');
  });
});
