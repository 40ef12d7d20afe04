import { useCallback, useState } from 'react';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../components/table/SelectField';
import { formatMonth, monthKeyOf } from '../lib/format';
import { useAppSelector } from '../slices/hooks';
import { selectLanguage } from '../slices/themeSlice';
import { ALL_MONTHS, isMonthKey, MONTH_BASES, type MonthBasis } from './months';

/** The month a page shows and what a booking's month is (check-in or creation), from the address. */
export interface MonthFilter {
  month: string;
  basis: MonthBasis;
  /** The month the page opens on: month end's work is this month's. */
  currentMonth: string;
  /** "ALL" (every month) is a choice. */
  allMonths: boolean;
  setMonth: (month: string) => void;
  setBasis: (basis: MonthBasis) => void;
}

const monthParsers = {
  month: parseAsString.withDefault(''),
  by: parseAsStringLiteral(MONTH_BASES).withDefault('checkin'),
};

/**
 * The earnings page's and the payout run's month, kept in the address as `month` and `by` (absent:
 * this month, by check-in). `onChange` runs before either changes.
 */
export function useMonthFilter({
  allMonths = false,
  onChange,
}: { allMonths?: boolean; onChange?: () => void } = {}): MonthFilter {
  const [params, setParams] = useQueryStates(monthParsers);
  const [currentMonth] = useState(() => monthKeyOf(new Date()) ?? (allMonths ? ALL_MONTHS : ''));
  const basis = params.by;
  const month =
    (allMonths && params.month === ALL_MONTHS) || isMonthKey(params.month) ? params.month : currentMonth;

  const setMonth = useCallback(
    (value: string) => {
      onChange?.();
      void setParams({ month: value === currentMonth ? null : value });
    },
    [onChange, setParams, currentMonth],
  );
  const setBasis = useCallback(
    (value: MonthBasis) => {
      onChange?.();
      void setParams({ by: value });
    },
    [onChange, setParams],
  );
  return { month, basis, currentMonth, allMonths, setMonth, setBasis };
}

/** The month and basis selects, `${id}-month` and `${id}-basis`; `months` are those to offer. */
export function MonthFields({
  id,
  filter,
  months,
}: {
  id: string;
  filter: MonthFilter;
  months: readonly string[];
}) {
  const { t } = useTranslation('earnings');
  const language = useAppSelector(selectLanguage);
  return (
    <>
      <SelectField
        id={`${id}-month`}
        label={t('earnings:month.label')}
        value={filter.month}
        options={[
          ...(filter.allMonths ? [{ value: ALL_MONTHS, label: t('earnings:month.all') }] : []),
          ...months.map((key) => ({ value: key, label: formatMonth(key, language) })),
        ]}
        onChange={filter.setMonth}
        minWidth={180}
      />
      <SelectField<MonthBasis>
        id={`${id}-basis`}
        label={t('earnings:basis.label')}
        value={filter.basis}
        options={MONTH_BASES.map((value) => ({ value, label: t(`earnings:basis.${value}`) }))}
        onChange={filter.setBasis}
        minWidth={180}
      />
    </>
  );
}
