// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/sections/privacy/formatDate';
import { datesAsWritten } from './datesAsWritten';

describe('formatLongDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes an ISO date the way US readers do', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
  });

  it('keeps the date in a time zone behind UTC, as a visitor in Texas would see it', () => {
    process.env.TZ = 'America/Chicago';
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('writes every month as Intl does in English', () => {
    const { ours, intl } = datesAsWritten('en-US');
    expect(ours).toEqual(intl);
  });
});
