import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import { periodOptions, typeOptions } from '@/components/ui/select-options';
import type { MeetingFilterOptions } from '@/lib/data/meetings/types';
import { getLocale, getMessages } from '@/lib/i18n/server';
import { MEETING_LIST_PATH } from '@/lib/routes';
import { MEETING_SEARCH_PARAMS, type MeetingSearch } from '@/lib/url-state/meeting-search';
import { meetingListMessages } from './meeting-list-messages';

/**
 * The meeting list's filters (FilterForm): type and session under "Flere filtre" (the list has no text field).
 * A GET form to /moeder with the parameters the URL state reads, so filtering works without JavaScript and every
 * result has a shareable address; the tense travels as a hidden field, and a new filter starts at page 1.
 */
export async function MeetingFilters({
  search,
  options,
}: {
  search: MeetingSearch;
  options: MeetingFilterOptions;
}) {
  const [t, locale] = await Promise.all([getMessages(meetingListMessages), getLocale()]);
  const p = MEETING_SEARCH_PARAMS;
  return (
    <FilterForm
      action={MEETING_LIST_PATH}
      label={t.filters}
      locale={locale}
      submit={t.apply}
      filters={search}
      resetLabel={t.reset}
      moreOpen={search.hasFilters}
      hidden={
        search.tense !== 'upcoming' ? <input type="hidden" name={p.tense} value={search.tenseSlug} /> : null
      }
      more={
        <>
          <SelectField
            id="moeder-type"
            name={p.type}
            label={t.type}
            any={t.anyType}
            defaultValue={search.typeId ?? ''}
            options={typeOptions(options.types, 'meetingType', locale)}
          />
          <SelectField
            id="moeder-samling"
            name={p.period}
            label={t.period}
            any={t.anyPeriod}
            defaultValue={search.period ?? ''}
            options={periodOptions(options.periods, locale)}
          />
        </>
      }
    />
  );
}
