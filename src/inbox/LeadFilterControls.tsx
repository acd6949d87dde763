import type { Dispatch, SetStateAction } from 'react';
import { Field } from '../components/forms/Field';
import * as fieldStyles from '../components/forms/Field.css';
import { statuses, trafficDays, type LeadFilters } from './types';
import { languageName, languageNames, statusNames, words } from './words';
import * as styles from './LeadList.css';

type SelectName = Exclude<keyof LeadFilters, 'q'>;

type FilterSelectProps = {
  name: SelectName;
  label: string;
  filters: LeadFilters;
  onFilters: Dispatch<SetStateAction<LeadFilters>>;
  /** The first option's label: no filter on this field. */
  any: string;
  options: readonly { value: string; label: string }[];
};

/** One filter's select: choosing asks for the list again. */
function FilterSelect({ name, label, filters, onFilters, any, options }: FilterSelectProps) {
  return (
    <Field
      id={`filter-${name}`}
      name={name}
      label={label}
      filled={filters[name] !== ''}
      controlClassName={fieldStyles.select}
    >
      {(control) => (
        <select
          {...control}
          value={filters[name]}
          onChange={(event) => {
            const { value } = event.target;
            onFilters((shown) => ({ ...shown, [name]: value }));
          }}
        >
          <option value="">{any}</option>
          {options.map(({ value, label: optionLabel }) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type LeadFilterControlsProps = {
  filters: LeadFilters;
  onFilters: Dispatch<SetStateAction<LeadFilters>>;
  /** The sources of the last 90 days' leads. */
  sources: string[];
};

/** Status, language, source and when received. */
export function LeadFilterControls({ filters, onFilters, sources }: LeadFilterControlsProps) {
  // A source chosen before its count arrived, or since gone from the last 90 days, stays choosable.
  const sourceOptions =
    filters.source && !sources.includes(filters.source) ? [filters.source, ...sources] : sources;
  const shared = { filters, onFilters };
  return (
    <div className={styles.filterRow}>
      <FilterSelect
        {...shared}
        name="status"
        label={words.list.status}
        any={words.list.allButSpam}
        options={statuses.map((status) => ({ value: status, label: statusNames[status] }))}
      />
      <FilterSelect
        {...shared}
        name="locale"
        label={words.list.language}
        any={words.list.allLanguages}
        options={Object.keys(languageNames).map((locale) => ({
          value: locale,
          label: languageName(locale),
        }))}
      />
      <FilterSelect
        {...shared}
        name="source"
        label={words.list.source}
        any={words.list.allSources}
        options={sourceOptions.map((source) => ({ value: source, label: source }))}
      />
      <FilterSelect
        {...shared}
        name="days"
        label={words.list.received}
        any={words.list.anyTime}
        options={trafficDays.map((days) => ({
          value: String(days),
          label: words.list.lastDays(days),
        }))}
      />
    </div>
  );
}
