import { PROVINCES } from '@banco/shared';
import { describe, expect, it } from 'vitest';
import { COMUNI_DATA } from './comuni-data.ts';
import { comuneByCode, comuniStartingWith, foldComuneName, provinciaByComune } from './comuni-index.ts';

const rows = COMUNI_DATA.split('\n').map((line) => line.split(';'));

describe('the comuni dataset', () => {
  it('holds every current comune with an official province, suppressed comuni and foreign countries', () => {
    const current = rows.filter(([code, , , , until]) => !code?.startsWith('Z') && until === '');
    const suppressed = rows.filter(([code, , , , until]) => !code?.startsWith('Z') && until !== '');
    const countries = rows.filter(([code]) => code?.startsWith('Z'));
    expect(current.length).toBeGreaterThan(7800);
    expect(suppressed.length).toBeGreaterThan(1500);
    expect(countries.length).toBeGreaterThan(200);
    const sigle = new Set(Object.keys(PROVINCES));
    expect(current.filter(([, , province]) => !sigle.has(province ?? '')).map(([code, name]) => `${code} ${name}`)).toEqual([]);
    expect(new Set(rows.map(([code]) => code)).size).toBe(rows.length);
    expect(rows.every(([code]) => /^[A-Z][0-9]{3}$/.test(code ?? ''))).toBe(true);
  });

  it('gives most current comuni their CAPs', () => {
    const current = rows.filter(([code, , , , until]) => !code?.startsWith('Z') && until === '');
    const withoutCap = current.filter(([, , , , , caps]) => caps === '');
    expect(withoutCap.length).toBeLessThan(20);
    expect(current.every(([, , , , , caps]) => caps === '' || /^[0-9]{5}( [0-9]{5})*$/.test(caps ?? ''))).toBe(true);
  });

  it('finds codes and names', () => {
    expect(comuneByCode('H501')).toMatchObject({ nome: 'Roma', provincia_sigla: 'RM' });
    expect(comuneByCode('Z000')).toBeNull();
    expect(comuneByCode('Z106')).toMatchObject({ nome: 'Stato della Città del Vaticano', stato_estero: true });
    expect(COMUNI_DATA).not.toMatch(/[ÃÂ]/); // no UTF-8 read as Latin-1
    expect(provinciaByComune('roma')).toMatchObject({ provincia_sigla: 'RM', codice_catastale: 'H501' });
    expect(foldComuneName('  Sant’Agata  de’ Goti ')).toBe("sant'agata de' goti");
    expect(foldComuneName('Forlì')).toBe('forli');
  });

  it('names a bilingual comune by each of its names, once, and forgives a missing apostrophe', () => {
    expect(provinciaByComune('Bozen')).toMatchObject({ nome: 'Bolzano/Bozen', provincia_sigla: 'BZ' });
    expect(provinciaByComune('L Aquila')).toMatchObject({ nome: "L'Aquila", provincia_sigla: 'AQ' });
    expect(provinciaByComune('Corvara', 'BZ')).toMatchObject({ nome: 'Corvara in Badia/Corvara' });
    expect(provinciaByComune('Corvara')?.omonimi.map((comune) => comune.provincia_sigla).sort()).toEqual(['BZ', 'PE']);
    const bolzano = comuniStartingWith('bo', 10_000).filter((comune) => comune.nome === 'Bolzano/Bozen');
    expect(bolzano).toHaveLength(1);
    expect(comuniStartingWith('Boze', 5).map((comune) => comune.nome)).toContain('Bolzano/Bozen');
  });
});
