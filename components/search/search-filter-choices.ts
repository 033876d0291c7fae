import type { SelectOption } from '@/components/ui/SelectField';
import { periodOptions, typeOptions } from '@/components/ui/select-options';
import type { CaseStatusGroup } from '@/lib/data/cases/case-status';
import type { SearchOptions } from '@/lib/data/search/types';
import type { Locale } from '@/lib/i18n/locale';

/** The search form's choices, labelled in the page's language on the server (components/ui/select-options.ts). */
export interface SearchFilterChoices {
  readonly periods: readonly SelectOption[];
  readonly caseTypes: readonly SelectOption[];
  /** The plain status groups some case is in, in the filter's order (their words are the form's own). */
  readonly statuses: readonly CaseStatusGroup[];
}

export const searchFilterChoices = (options: SearchOptions, locale: Locale): SearchFilterChoices => ({
  periods: periodOptions(options.periods, locale),
  caseTypes: typeOptions(options.caseTypes, 'caseType', locale),
  statuses: options.statuses,
});
