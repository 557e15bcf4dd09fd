import { searchForm } from '../../common/search-form.ts';
import type { DeviceModel } from '@banco/shared';
import { DEVICE_MODELS_DATA } from './device-models-data.ts';

let models: (DeviceModel & { folded: string })[] | null = null;

/** The dataset, parsed once. */
function catalogue() {
  models ??= DEVICE_MODELS_DATA.split('\n').map((line) => {
    const [brand = '', model = '', category = 'Smartphone', year = '0'] = line.split(';');
    return { brand, model, category: category === 'Tablet' ? 'Tablet' : 'Smartphone', release_year: Number(year), folded: searchForm(`${brand} ${model}`) } as const;
  });
  return models;
}

const byNewest = (a: DeviceModel, b: DeviceModel) => b.release_year - a.release_year || a.brand.localeCompare(b.brand, 'it') || a.model.localeCompare(b.model, 'it');
const plain = ({ brand, model, category, release_year }: DeviceModel): DeviceModel => ({ brand, model, category, release_year });

/** The brands, alphabetically; those containing `search` when given. */
export function deviceBrands(search?: string): string[] {
  const term = searchForm(search ?? '');
  const brands = [...new Set(catalogue().map((row) => row.brand))].filter((brand) => searchForm(brand).includes(term));
  return brands.sort((a, b) => a.localeCompare(b, 'it'));
}

/** A brand's models (newest first), those containing `search` when given. */
export function deviceModels(brand: string | undefined, search: string | undefined): DeviceModel[] {
  const wanted = searchForm(brand ?? '');
  const term = searchForm(search ?? '');
  return catalogue()
    .filter((row) => (wanted === '' || searchForm(row.brand) === wanted) && row.folded.includes(term))
    .sort(byNewest)
    .map(plain);
}

/** Models whose brand and name contain every word of `q` (newest first, at most `limit`). */
export function searchDevices(q: string, limit: number): DeviceModel[] {
  const words = searchForm(q).split(' ').filter(Boolean);
  return catalogue()
    .filter((row) => words.every((word) => row.folded.includes(word)))
    .sort(byNewest)
    .slice(0, limit)
    .map(plain);
}

export const DEVICE_CATEGORIES = ['Smartphone', 'Tablet'] as const;
