import { formatLongDate } from '../../src/sections/privacy/formatDate';

/** The first and last days of each month over two years, as formatLongDate writes them and as Intl does in `tag`. */
export function datesAsWritten(tag: string) {
  const intl = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const dates = [2026, 2027].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => [
      new Date(Date.UTC(year, month, 1)),
      new Date(Date.UTC(year, month + 1, 0)),
    ]).flat(),
  );
  return {
    ours: dates.map((date) => formatLongDate(date.toISOString().slice(0, 10))),
    intl: dates.map((date) => intl.format(date)),
  };
}
