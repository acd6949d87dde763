import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, interactionToNextPaint } from '../../src/app/vitals/metrics';

describe('cumulativeLayoutShift', () => {
  it('is the worst session window: shifts under 1 s apart, within 5 s, without recent input', () => {
    const shifts = [
      { value: 0.05, startTime: 100, hadRecentInput: false },
      { value: 0.05, startTime: 900, hadRecentInput: false },
      { value: 0.5, startTime: 1200, hadRecentInput: true },
      // More than 1 s after the last one: a new window.
      { value: 0.08, startTime: 3000, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.1);
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('closes a window after 5 s even when shifts keep coming', () => {
    const steady = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, startTime: i * 900, hadRecentInput: false }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });
});

describe('interactionToNextPaint', () => {
  it('is the longest interaction, each counted by its longest event', () => {
    const events = [
      { interactionId: 1, duration: 48 },
      { interactionId: 1, duration: 120 },
      { interactionId: 2, duration: 80 },
      { interactionId: 0, duration: 400 },
    ];
    expect(interactionToNextPaint(events)).toBe(120);
    expect(interactionToNextPaint([])).toBeUndefined();
  });

  it('ignores one outlier per 50 interactions', () => {
    const events = Array.from({ length: 60 }, (_, i) => ({ interactionId: i + 1, duration: i === 10 ? 900 : 50 + i }));
    expect(interactionToNextPaint(events)).toBe(109);
  });
});
