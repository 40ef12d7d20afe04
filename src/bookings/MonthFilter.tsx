import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withParam } from '../components/navigation/useRecordInAddress';
import { SelectField } from '../components/table';
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

/**
 * The earnings page's and the payout run's month, kept in the address as `month` and `by` (absent:
 * this month, by check-in). `onChange` runs before either changes.
 */
export function useMonthFilter({
  allMonths = false,
  onChange,
}: { allMonths?: boolean; onChange?: () => void } = {}): MonthFilter {
  const [params, setParams] = useSearchParams();
  const [currentMonth] = useState(() => monthKeyOf(new Date()) ?? (allMonths ? ALL_MONTHS : ''));
  const basis: MonthBasis = params.get('by') === 'created' ? 'created' : 'checkin';
  const monthParam = params.get('month') ?? '';
  const month =
    (allMonths && monthParam === ALL_MONTHS) || isMonthKey(monthParam) ? monthParam : currentMonth;

  const setParam = useCallback(
    (name: string, value: string | null) => {
      onChange?.();
      setParams((current) => withParam(current, name, value), { replace: true });
    },
    [onChange, setParams],
  );
  const setMonth = useCallback(
    (value: string) => setParam('month', value === currentMonth ? null : value),
    [setParam, currentMonth],
  );
  const setBasis = useCallback(
    (value: MonthBasis) => setParam('by', value === 'checkin' ? null : value),
    [setParam],
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
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (
    <>
      <SelectField
        id={`${id}-month`}
        label={t('earnings.month.label')}
        value={filter.month}
        options={[
          ...(filter.allMonths ? [{ value: ALL_MONTHS, label: t('earnings.month.all') }] : []),
          ...months.map((key) => ({ value: key, label: formatMonth(key, language) })),
        ]}
        onChange={filter.setMonth}
        minWidth={180}
      />
      <SelectField<MonthBasis>
        id={`${id}-basis`}
        label={t('earnings.basis.label')}
        value={filter.basis}
        options={MONTH_BASES.map((value) => ({ value, label: t(`earnings.basis.${value}`) }))}
        onChange={filter.setBasis}
        minWidth={180}
      />
    </>
  );
}
