import { FilterForm } from '@/components/ui/FilterForm';
import { SelectField } from '@/components/ui/SelectField';
import type { Storkredse } from '@/lib/data/actors/types';
import { defineMessages, format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { STORKREDS_PATH } from '@/lib/routes';
import { STORKREDS_PARAMS, type StorkredsChoice } from '@/lib/url-state/storkreds-choice';

const messages = defineMessages({
  da: {
    label: 'Vælg storkreds',
    storkreds: 'Storkreds',
    choose: 'Vælg din storkreds',
    members: '{name} ({n} medlemmer)',
    submit: 'Vis medlemmerne',
    reset: 'Vis alle storkredse',
  },
  en: {
    label: 'Choose a constituency',
    storkreds: 'Constituency (storkreds)',
    choose: 'Choose your constituency',
    members: '{name} ({n} members)',
    submit: 'Show the members',
    reset: 'Show every constituency',
  },
});

/** The storkreds choice: a plain GET form with one select, so it works without JavaScript. */
export async function StorkredsForm({
  choice,
  storkredse,
}: {
  choice: StorkredsChoice;
  storkredse: Storkredse;
}) {
  const locale = await getLocale();
  const t = messages[locale];
  return (
    <FilterForm
      action={STORKREDS_PATH}
      label={t.label}
      locale={locale}
      submit={t.submit}
      filters={choice}
      resetLabel={t.reset}
      main={
        <SelectField
          id="storkreds"
          name={STORKREDS_PARAMS.storkreds}
          label={t.storkreds}
          any={t.choose}
          defaultValue={choice.storkreds ?? ''}
          options={storkredse.storkredse.flatMap((s) =>
            s.name === null
              ? []
              : // Named by ODA's Danish name, which the option's language follows (a select cannot mark a part).
                [
                  {
                    value: s.name,
                    label: format(t.members, { name: s.name, n: s.total }),
                    lang: 'da' as const,
                  },
                ],
          )}
        />
      }
    />
  );
}
