import { describe, expect, it } from 'vitest';
import { progressAt } from './progress';

describe('the staged progress (spec 3 §4, §9)', () => {
  it('advances a stage every 15 s through 0..3, about 25% a stage', () => {
    expect(progressAt(0)).toEqual({ stage: 0, percent: 25 });
    expect(progressAt(14_999)).toEqual({ stage: 0, percent: 25 });
    expect(progressAt(15_000)).toEqual({ stage: 1, percent: 50 });
    expect(progressAt(30_000)).toEqual({ stage: 2, percent: 75 });
    expect(progressAt(45_000)).toEqual({ stage: 3, percent: 75 });
  });

  it('creeps toward 95% in the last stage and never past it', () => {
    expect(progressAt(55_000).percent).toBe(80);
    expect(progressAt(85_000).percent).toBe(95);
    expect(progressAt(10 * 60_000)).toEqual({ stage: 3, percent: 95 });
  });

  it('shows the cap at once without motion, and never a stage before the first', () => {
    expect(progressAt(45_000, true)).toEqual({ stage: 3, percent: 95 });
    expect(progressAt(-5)).toEqual({ stage: 0, percent: 25 });
  });
});
