import type { ComuneAddress, ComuneByCode, ProvinciaByComune } from '@banco/shared';
import { COMUNI_DATA } from './comuni-data.ts';

/**
 * The comuni dataset (comuni-data.ts, NOTICE.md) as Maps, built once on first use: by cadastral
 * code (every code, ~10,000), and for current comuni by folded name and by compact name (folded,
 * without apostrophes and spaces), each under every name it has: a bilingual comune of Alto Adige
 * ('Bolzano/Bozen') under its whole name and each of its names ('Bolzano', 'Bozen').
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

/** A folded name without apostrophes and spaces: "L'Aquila", "L Aquila" and "LAquila" are one. */
export function compactComuneName(name: string): string {
  return foldComuneName(name).replace(/[^a-z0-9]/g, '');
}

/** The names a comune answers to: its official name and, for a bilingual one ('Bolzano/Bozen'), each of its names. */
function namesOf(nome: string): string[] {
  const parts = nome.split('/').map((part) => part.trim()).filter((part) => part !== '');
  return parts.length > 1 ? [nome, ...parts] : [nome];
}

function addUnder(map: Map<string, ComuneAddress[]>, key: string, address: ComuneAddress): void {
  const listed = map.get(key);
  if (!listed) map.set(key, [address]);
  else if (!listed.includes(address)) listed.push(address);
}

let index: { byCode: Map<string, ComuneRow>; byName: Map<string, ComuneAddress[]>; byCompactName: Map<string, ComuneAddress[]> } | null = null;

function comuniIndex() {
  if (index) return index;
  const byCode = new Map<string, ComuneRow>();
  const byName = new Map<string, ComuneAddress[]>();
  const byCompactName = new Map<string, ComuneAddress[]>();
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
      for (const name of namesOf(nome)) {
        addUnder(byName, foldComuneName(name), address);
        addUnder(byCompactName, compactComuneName(name), address);
      }
    }
  }
  index = { byCode, byName, byCompactName };
  return index;
}

/** The place of a cadastral code (upper case), or null when no comune or country ever had it. */
export function comuneByCode(code: string): ComuneByCode | null {
  return comuniIndex().byCode.get(code)?.code ?? null;
}

/**
 * A current comune's province and CAPs by name, or null when none has that name (in that
 * province). A bilingual comune answers to each of its names ('Bolzano', 'Bozen', 'Bolzano/Bozen').
 * The folded name first; when no comune has it, the compact one, so that apostrophes and spaces
 * may differ ('L Aquila', 'LAquila'; but 'Treville' AL is not 'Tre Ville' TN). Among comuni of the
 * same name, an exact (case-insensitive) spelling wins (Paternò CT, Paterno PZ).
 */
export function provinciaByComune(name: string, province?: string): ProvinciaByComune | null {
  const { byName, byCompactName } = comuniIndex();
  const inProvince = (comuni: ComuneAddress[] | undefined) =>
    (comuni ?? []).filter((comune) => province === undefined || comune.provincia_sigla === province);
  const named = inProvince(byName.get(foldComuneName(name)));
  const found = named.length > 0 ? named : inProvince(byCompactName.get(compactComuneName(name)));
  const typed = name.trim().toLowerCase();
  const spelled = found.filter((comune) => namesOf(comune.nome).some((each) => each.toLowerCase() === typed));
  const matches = spelled.length > 0 ? spelled : found;
  const [only] = matches;
  if (!only) return null;
  if (matches.length === 1) return { ...only, omonimi: [] };
  return { nome: only.nome, provincia_sigla: null, cap: null, caps: [], codice_catastale: null, omonimi: matches };
}

/**
 * Current comuni one of whose names starts with `text` (folded as names are), each once, shortest
 * names first, then alphabetically: the address search's answer when the geocoder cannot give one.
 */
export function comuniStartingWith(text: string, limit: number): ComuneAddress[] {
  const prefix = foldComuneName(text);
  if (prefix === '') return [];
  const found = new Set<ComuneAddress>();
  for (const [name, comuni] of comuniIndex().byName) if (name.startsWith(prefix)) for (const comune of comuni) found.add(comune);
  return [...found].sort((a, b) => a.nome.length - b.nome.length || a.nome.localeCompare(b.nome, 'it')).slice(0, limit);
}
