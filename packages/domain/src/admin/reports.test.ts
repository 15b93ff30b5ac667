import { describe, expect, it } from 'vitest';
import { conversionPercent, FUNNEL_REACHED, FUNNEL_STAGES } from './reports.ts';

describe('the campaign report funnel', () => {
  it('never counts more tasks at a stage than at the stage it converts from', () => {
    // A task whose status shows a stage shows the stage it is counted from as well, so no conversion passes 100 %.
    for (const stage of FUNNEL_STAGES) {
      const { statuses, from } = FUNNEL_REACHED[stage];
      if (from === null) continue;
      expect(
        statuses.filter((status) => !FUNNEL_REACHED[from].statuses.includes(status)),
        stage,
      ).toEqual([]);
    }
  });

  it('gives conversions in percent with one decimal, and none from nothing', () => {
    expect(conversionPercent(6, 7)).toBe(85.7);
    expect(conversionPercent(2, 3)).toBe(66.7);
    expect(conversionPercent(3, 3)).toBe(100);
    expect(conversionPercent(0, 0)).toBeNull();
  });
});
