import type { Dispatch, SetStateAction } from 'react';
import { Field } from '../components/forms/Field';
import * as fieldStyles from '../components/forms/Field.css';
import { statuses, trafficDays, type LeadFilters, type Status } from './types';
import { languageName, languageNames, statusNames, words } from './words';
import * as styles from './LeadList.css';

type LeadFilterControlsProps = {
  filters: LeadFilters;
  onFilters: Dispatch<SetStateAction<LeadFilters>>;
  /** The sources of the last 90 days' leads. */
  sources: string[];
};

/** Status, language, source and when received: each change asks for the list again. */
export function LeadFilterControls({ filters, onFilters, sources }: LeadFilterControlsProps) {
  const set = (name: keyof LeadFilters, value: string) =>
    onFilters((shown) => ({ ...shown, [name]: value }));
  // A source chosen before its count arrived, or since gone from the last 90 days, stays choosable.
  const sourceOptions =
    filters.source && !sources.includes(filters.source) ? [filters.source, ...sources] : sources;
  return (
    <div className={styles.filterRow}>
      <Field
        id="filter-status"
        name="status"
        label={words.list.status}
        filled={filters.status !== ''}
        controlClassName={fieldStyles.select}
      >
        {(control) => (
          <select
            {...control}
            value={filters.status}
            onChange={(event) => set('status', event.target.value as Status | '')}
          >
            <option value="">{words.list.allButSpam}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusNames[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="filter-locale"
        name="locale"
        label={words.list.language}
        filled={filters.locale !== ''}
        controlClassName={fieldStyles.select}
      >
        {(control) => (
          <select
            {...control}
            value={filters.locale}
            onChange={(event) => set('locale', event.target.value)}
          >
            <option value="">{words.list.allLanguages}</option>
            {Object.keys(languageNames).map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="filter-source"
        name="source"
        label={words.list.source}
        filled={filters.source !== ''}
        controlClassName={fieldStyles.select}
      >
        {(control) => (
          <select
            {...control}
            value={filters.source}
            onChange={(event) => set('source', event.target.value)}
          >
            <option value="">{words.list.allSources}</option>
            {sourceOptions.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="filter-days"
        name="days"
        label={words.list.received}
        filled={filters.days !== ''}
        controlClassName={fieldStyles.select}
      >
        {(control) => (
          <select
            {...control}
            value={filters.days}
            onChange={(event) => set('days', event.target.value)}
          >
            <option value="">{words.list.anyTime}</option>
            {trafficDays.map((days) => (
              <option key={days} value={days}>
                {words.list.lastDays(days)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
