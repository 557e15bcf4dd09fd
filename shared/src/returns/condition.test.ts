import { describe, expect, it } from 'vitest';
import { assessCondition, conditionRating, DEFECT_CHECKLISTS, returnNeedsApproval } from './condition.ts';

describe("a returned product's condition (spec 2 §3.6, §4, §9)", () => {
  it('rates by the total impact: above 60 poor, above 30 fair, above 10 good, else excellent', () => {
    expect([0, 10, 11, 30, 31, 60, 61].map(conditionRating)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'poor']);
  });

  it('keeps the checklists of the spec: the ids, critical flags and impacts', () => {
    const smartphone = DEFECT_CHECKLISTS.Smartphone.flatMap((group) => group.checkpoints.map((point) => [point.id, point.critical, point.valueImpact]));
    expect(smartphone).toEqual([
      ['screen_cracks', true, 80], ['dead_pixels', false, 20], ['touch_issues', true, 60], ['screen_burn', false, 30],
      ['scratches_major', false, 15], ['scratches_minor', false, 5], ['dents', false, 25], ['coating_wear', false, 10],
      ['battery_health', false, 40], ['camera_issues', false, 30], ['speaker_mic', false, 25], ['connectivity', true, 50],
    ]);
  });

  it('grades each defect (critical major, above 30 moderate, else minor; functional by its group) and values the product', () => {
    const light = assessCondition('Smartphone', ['scratches_minor', 'dents'], 80_000);
    expect(light).toMatchObject({ totalImpact: 30, rating: 'good', returnValueCents: 56_000, resellable: true, hasMajorDefect: false });
    expect(light.defects.map((defect) => [defect.id, defect.type, defect.severity])).toEqual([
      ['scratches_minor', 'cosmetic', 'minor'],
      ['dents', 'cosmetic', 'minor'],
    ]);
    const battery = assessCondition('Smartphone', ['battery_health'], 80_000);
    expect(battery.defects[0]).toMatchObject({ type: 'functional', severity: 'moderate' });
  });

  it('takes at most 90% of the value; a major functional defect or 70% of impact keeps it off sale', () => {
    const broken = assessCondition('Smartphone', ['screen_cracks', 'touch_issues'], 80_000);
    expect(broken).toMatchObject({ totalImpact: 140, rating: 'poor', returnValueCents: 8_000, resellable: false, hasMajorDefect: true });
    const dead = assessCondition('Accessori', ['not_working'], 2_990);
    expect(dead).toMatchObject({ resellable: false, hasMajorDefect: true });
    expect(assessCondition('Smartphone', ['screen_cracks'], 10_000)).toMatchObject({ resellable: false, returnValueCents: 2_000 });
    expect(assessCondition('Tablet', ['unknown', 'frame_damage'], 10_000)).toMatchObject({ totalImpact: 20, resellable: true });
  });

  it('needs a manager above 500 euro of refund or for any major defect', () => {
    const fine = assessCondition('Accessori', [], 2_990);
    expect(returnNeedsApproval(50_000, [fine])).toBe(false);
    expect(returnNeedsApproval(50_001, [fine])).toBe(true);
    expect(returnNeedsApproval(1_000, [fine, assessCondition('Tablet', ['touch_issues'], 40_000)])).toBe(true);
  });
});
