import type { ComuneAddress, ComuneByCode, ProvinciaByComune } from '@banco/shared';
import { COMUNI_DATA } from './comuni-data.ts';

/**
 * The comuni dataset (comuni-data.ts, NOTICE.md) as two Maps, built once on first use: by
 * cadastral code (every code, ~10,000) and by folded name (current comuni only).
 */
interface ComuneRow {
  code: ComuneByCode;
  address: ComuneAddress | null;
}

/** Lower case without accents, curly apostrophes straightened, other punctuation as one space. */
export function foldComuneName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`´]/g, "'")
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

let index: { byCode: Map<string, ComuneRow>; byName: Map<string, ComuneAddress[]> } | null = null;

function comuniIndex() {
  if (index) return index;
  const byCode = new Map<string, ComuneRow>();
  const byName = new Map<string, ComuneAddress[]>();
  for (const line of COMUNI_DATA.split('\n')) {
    const [code = '', nome = '', province = '', from = '', until = '', caps = ''] = line.split(';');
    const foreign = code.startsWith('Z');
    const current = until === '';
    const capList = caps === '' ? [] : caps.split(' ');
    const address: ComuneAddress | null =
      current && !foreign ? { nome, provincia_sigla: province, cap: capList.length === 1 ? (capList[0] ?? null) : null, caps: capList, codice_catastale: code } : null;
    byCode.set(code, {
      code: {
        nome,
        codice_catastale: code,
        provincia_sigla: foreign || province === '' ? null : province,
        stato_estero: foreign,
        soppresso: !current && !foreign,
        valido_dal: from,
        valido_al: current ? null : until,
      },
      address,
    });
    if (address) {
      const key = foldComuneName(nome);
      byName.set(key, [...(byName.get(key) ?? []), address]);
    }
  }
  index = { byCode, byName };
  return index;
}

/** The place of a cadastral code (upper case), or null when no comune or country ever had it. */
export function comuneByCode(code: string): ComuneByCode | null {
  return comuniIndex().byCode.get(code)?.code ?? null;
}

/**
 * A current comune's province and CAPs by name, or null when none has that name (in that
 * province). Among comuni of the same folded name, an exact (case-insensitive) spelling wins
 * (Paternò CT, Paterno PZ).
 */
export function provinciaByComune(name: string, province?: string): ProvinciaByComune | null {
  const folded = comuniIndex().byName.get(foldComuneName(name)) ?? [];
  const inProvince = province === undefined ? folded : folded.filter((comune) => comune.provincia_sigla === province);
  const spelled = inProvince.filter((comune) => comune.nome.toLowerCase() === name.trim().toLowerCase());
  const matches = spelled.length > 0 ? spelled : inProvince;
  const [only] = matches;
  if (!only) return null;
  if (matches.length === 1) return { ...only, omonimi: [] };
  return { nome: only.nome, provincia_sigla: null, cap: null, caps: [], codice_catastale: null, omonimi: matches };
}

/**
 * Current comuni whose name starts with `text` (folded as names are), shortest names first, then
 * alphabetically: the address search's answer when the geocoder cannot give one.
 */
export function comuniStartingWith(text: string, limit: number): ComuneAddress[] {
  const prefix = foldComuneName(text);
  if (prefix === '') return [];
  const found: ComuneAddress[] = [];
  for (const [name, comuni] of comuniIndex().byName) if (name.startsWith(prefix)) found.push(...comuni);
  return found.sort((a, b) => a.nome.length - b.nome.length || a.nome.localeCompare(b.nome, 'it')).slice(0, limit);
}
