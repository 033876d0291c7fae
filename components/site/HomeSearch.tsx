import { getLocale } from '@/lib/i18n/server';
import { localePath, SEARCH_PATH } from '@/lib/routes';
import { searchBoxMessages } from './search-box-messages';

/** The search box: a GET form to /soeg?q=…, so it works without JavaScript and the result has an address. */
export async function HomeSearch() {
  const locale = await getLocale();
  const t = searchBoxMessages[locale];
  return (
    <search aria-label={t.searchForm}>
      <form method="get" action={localePath(locale, SEARCH_PATH)} className="space-y-1">
        <label htmlFor="forside-soeg" className="block font-semibold">
          {t.searchLabel}
        </label>
        <div className="flex max-w-xl gap-2">
          <input
            id="forside-soeg"
            type="search"
            name="q"
            required
            autoComplete="off"
            aria-describedby="forside-soeg-hint"
            className="min-w-0 flex-1 rounded border border-stone-500 bg-white px-3 py-2 text-stone-950"
          />
          <button
            type="submit"
            className="shrink-0 rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
          >
            {t.searchButton}
          </button>
        </div>
        <p id="forside-soeg-hint" className="text-sm text-stone-700">
          {t.searchHint}
        </p>
      </form>
    </search>
  );
}
