import { describe, expect, it } from 'vitest';
import { commissionPreview } from './commissions.ts';

const rates = { consultant_commission_percent: 3.5, manager_commission_percent: 1.5 };

describe("step 4's commissions card", () => {
  it('shows the consultant and the supervising manager for a consultant, the manager alone for a manager, nobody for an owner', () => {
    expect(commissionPreview('consultant', 31_890, rates)).toEqual([
      { label: 'Consulente', percent: 3.5, cents: 1_116 },
      { label: 'Manager supervisore', percent: 1.5, cents: 478 },
    ]);
    expect(commissionPreview('manager', 31_890, { consultant_commission_percent: 5, manager_commission_percent: 2.25 })).toEqual([{ label: 'Manager', percent: 2.25, cents: 718 }]);
    expect(commissionPreview('entrepreneur', 31_890, rates)).toEqual([]);
  });
});
