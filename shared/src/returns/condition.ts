import { percentOfCents } from '../money/money.ts';
import type { ProductCategory } from '../products/products.ts';

/** One checkpoint of a defect checklist (spec 2 §3.6): critical ones are major defects. */
export interface DefectCheckpoint {
  id: string;
  label: string;
  critical: boolean;
  /** How much of the value it takes, in percent. */
  valueImpact: number;
}

export interface DefectGroup {
  label: string;
  checkpoints: readonly DefectCheckpoint[];
}

const point = (id: string, label: string, valueImpact: number, critical = false): DefectCheckpoint => ({ id, label, critical, valueImpact });

/**
 * The defect checklists per category (spec 2 §3.6: ids, critical flags and impacts as given; the
 * Italian labels and the tablet's and accessories' groups are Banco's). A group whose label holds
 * 'funzion' lists functional defects, the others cosmetic ones (§9). E-mobility, which the spec does
 * not list, is checked as an accessory.
 */
export const DEFECT_CHECKLISTS: Readonly<Record<ProductCategory, readonly DefectGroup[]>> = {
  Smartphone: [
    { label: 'Display', checkpoints: [point('screen_cracks', 'Crepe sullo schermo', 80, true), point('dead_pixels', 'Pixel morti', 20), point('touch_issues', 'Problemi al touch', 60, true), point('screen_burn', 'Schermo segnato (burn-in)', 30)] },
    { label: 'Scocca', checkpoints: [point('scratches_major', 'Graffi profondi', 15), point('scratches_minor', 'Graffi leggeri', 5), point('dents', 'Ammaccature', 25), point('coating_wear', 'Usura del rivestimento', 10)] },
    { label: 'Funzionalità', checkpoints: [point('battery_health', "Batteria sotto l'80%", 40), point('camera_issues', 'Problemi alla fotocamera', 30), point('speaker_mic', 'Altoparlante o microfono', 25), point('connectivity', 'Connettività', 50, true)] },
  ],
  Tablet: [
    { label: 'Display', checkpoints: [point('screen_cracks', 'Crepe sullo schermo', 70, true), point('dead_pixels', 'Pixel morti', 15), point('touch_issues', 'Problemi al touch', 50, true)] },
    { label: 'Scocca', checkpoints: [point('frame_damage', 'Telaio danneggiato', 20)] },
    { label: 'Funzionalità', checkpoints: [point('port_damage', 'Porte danneggiate', 30)] },
  ],
  Accessori: [
    { label: 'Condizioni', checkpoints: [point('physical_damage', 'Danni fisici', 50), point('wear_tear', 'Usura', 20)] },
    { label: 'Funzionalità', checkpoints: [point('not_working', 'Non funzionante', 100, true), point('partial_function', 'Funziona solo in parte', 60)] },
  ],
  'Mobilità Elettrica': [
    { label: 'Condizioni', checkpoints: [point('physical_damage', 'Danni fisici', 50), point('wear_tear', 'Usura', 20)] },
    { label: 'Funzionalità', checkpoints: [point('not_working', 'Non funzionante', 100, true), point('partial_function', 'Funziona solo in parte', 60)] },
  ],
};

export type DefectSeverity = 'minor' | 'moderate' | 'major';
export type DefectType = 'functional' | 'cosmetic';
/** Spec 2 §4 ('damaged' exists but the calculation never sets it). */
export type ConditionRating = 'excellent' | 'good' | 'fair' | 'poor';

export interface AssessedDefect {
  id: string;
  label: string;
  type: DefectType;
  severity: DefectSeverity;
  valueImpact: number;
}

export interface ConditionAssessment {
  defects: AssessedDefect[];
  /** The sum of the defects' impacts, in percent. */
  totalImpact: number;
  rating: ConditionRating;
  /** What the product is worth back: its price less the total impact, at most 90% off (§9). */
  returnValueCents: number;
  /** Back on sale: total impact below 70 and no major functional defect (§9). */
  resellable: boolean;
  hasMajorDefect: boolean;
}

/** The most the defects take off a product's value (spec 2 §9). */
export const MAX_VALUE_IMPACT = 90;
/** Above this refund a manager approves the return (spec 2 §5.5), as for any major defect. */
export const RETURN_APPROVAL_ABOVE_CENTS = 50_000;

/** Condition by total impact (spec 2 §4): above 60 poor, above 30 fair, above 10 good, else excellent. */
export function conditionRating(totalImpact: number): ConditionRating {
  if (totalImpact > 60) return 'poor';
  if (totalImpact > 30) return 'fair';
  if (totalImpact > 10) return 'good';
  return 'excellent';
}

/** The checked checkpoints of a product (unknown ids are ignored) assessed as spec 2 §9 says. */
export function assessCondition(category: ProductCategory, checked: readonly string[], priceCents: number): ConditionAssessment {
  const ticked = new Set(checked);
  const defects: AssessedDefect[] = DEFECT_CHECKLISTS[category].flatMap((group) =>
    group.checkpoints
      .filter((checkpoint) => ticked.has(checkpoint.id))
      .map((checkpoint) => ({
        id: checkpoint.id,
        label: checkpoint.label,
        type: group.label.toLowerCase().includes('funzion') ? ('functional' as const) : ('cosmetic' as const),
        severity: checkpoint.critical ? ('major' as const) : checkpoint.valueImpact > 30 ? ('moderate' as const) : ('minor' as const),
        valueImpact: checkpoint.valueImpact,
      })),
  );
  const totalImpact = defects.reduce((sum, defect) => sum + defect.valueImpact, 0);
  const majorFunctional = defects.some((defect) => defect.severity === 'major' && defect.type === 'functional');
  return {
    defects,
    totalImpact,
    rating: conditionRating(totalImpact),
    returnValueCents: priceCents - percentOfCents(priceCents, Math.min(totalImpact, MAX_VALUE_IMPACT)),
    resellable: totalImpact < 70 && !majorFunctional,
    hasMajorDefect: defects.some((defect) => defect.severity === 'major'),
  };
}

/** Whether a manager approves the return (spec 2 §5.5): a refund above 500 euro or any major defect. */
export function returnNeedsApproval(refundCents: number, assessments: readonly Pick<ConditionAssessment, 'hasMajorDefect'>[]): boolean {
  return refundCents > RETURN_APPROVAL_ABOVE_CENTS || assessments.some((assessment) => assessment.hasMajorDefect);
}
