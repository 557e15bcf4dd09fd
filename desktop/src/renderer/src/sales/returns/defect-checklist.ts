import { DEFECT_CHECKLISTS, PRODUCT_CATEGORIES, type DefectGroup, type ProductCategory } from '@banco/shared';
import { formatPercent } from '../../format/format.ts';

/** The defect checklist of a sold line's category (spec 2 §3.6); an unknown category is checked as an accessory. */
export function checklistOf(category: string): readonly DefectGroup[] {
  const known = (PRODUCT_CATEGORIES as readonly string[]).includes(category) ? (category as ProductCategory) : 'Accessori';
  return DEFECT_CHECKLISTS[known];
}

/** '-80%' of a checkpoint's value impact. */
export function impactText(valueImpact: number): string {
  return `−${formatPercent(valueImpact)}`;
}
