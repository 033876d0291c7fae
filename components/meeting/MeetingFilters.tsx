import Link from 'next/link';
import type { MeetingFilterOptions } from '@/lib/data/types';
import { getMessages } from '@/lib/i18n/server';
import { MEETING_LIST_PATH } from '@/lib/routes';
import { MEETING_SEARCH_PARAMS, type MeetingSearch } from '@/lib/url-state/meeting-search';
import { meetingListMessages } from './meeting-list-messages';

const FIELD =
  'mt-1 block w-full rounded border border-stone-500 bg-white px-2 py-2 text-stone-950 sm:w-auto sm:min-w-52';

/**
 * The meeting list's filters as a GET form: it submits to /moeder with the same parameters the URL state reads,
 * so filtering works without JavaScript and every result has a shareable address. Changing a filter starts at
 * page 1 (the form sends no page).
 */
export async function MeetingFilters({
  search,
  options,
}: {
  search: MeetingSearch;
  options: MeetingFilterOptions;
}) {
  const t = await getMessages(meetingListMessages);
  const p = MEETING_SEARCH_PARAMS;
  return (
    <form
      method="get"
      action={MEETING_LIST_PATH}
      aria-label={t.filters}
      className="flex flex-col gap-3 rounded border border-stone-300 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {search.tense !== 'upcoming' ? <input type="hidden" name={p.tense} value={search.tenseSlug} /> : null}
      <div>
        <label htmlFor="moeder-type" className="text-sm font-semibold text-stone-800">
          {t.type}
        </label>
        <select id="moeder-type" name={p.type} defaultValue={search.typeId ?? ''} className={FIELD}>
          <option value="">{t.anyType}</option>
          {options.types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="moeder-samling" className="text-sm font-semibold text-stone-800">
          {t.period}
        </label>
        <select id="moeder-samling" name={p.period} defaultValue={search.period ?? ''} className={FIELD}>
          <option value="">{t.anyPeriod}</option>
          {options.periods.map((period) => (
            <option key={period.code} value={period.code}>
              {period.title}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-4">
        <button
          type="submit"
          className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
        >
          {t.apply}
        </button>
        {search.hasFilters ? (
          <Link
            href={search.withoutFilters().toUrl()}
            prefetch={false}
            className="font-medium text-red-800 underline underline-offset-2"
          >
            {t.reset}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
