// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/sections/privacy/formatDate';
import { datesAsWritten } from './datesAsWritten';

describe('formatLongDate, in the Spanish build', () => {
  it('writes an ISO date the way Spanish readers in the US do', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 de noviembre de 2026');
  });

  it('writes every month as Intl does in Spanish', () => {
    const { ours, intl } = datesAsWritten('es-US');
    expect(ours).toEqual(intl);
  });
});
