import { CodeText } from '@/components/ui/CodeText';
import { formatCount } from '@/lib/format/numbers';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import type { ApiLimits } from '@/lib/service/api-limits';
import { dataApiMessages } from './data-api-messages';

/**
 * What a client runs into: paging, cost limits, the deadline, the share of expensive reads, the rate limit,
 * compression and caching.
 */
export async function ApiLimitList({ limits }: { limits: ApiLimits }) {
  const locale = await getLocale();
  const t = dataApiMessages[locale];
  const n = (value: number) => formatCount(locale, value);
  const retry = { retry: limits.busyRetryAfterSeconds };
  const items = [
    format(t.pages, { pageSize: n(limits.pageSize) }),
    format(t.cost, {
      anyAll: n(limits.maxAnyAllDepth),
      nodes: n(limits.maxFilterNodes),
      orderby: n(limits.maxOrderbyClauses),
      rows: n(limits.maxExpandedRows),
      depth: n(limits.maxExpandDepth),
    }),
    limits.source === 'store'
      ? format(t.deadlineStore, { seconds: n(limits.deadlineSeconds), ...retry })
      : format(t.deadlineLive, retry),
    limits.source === 'store'
      ? format(t.expensive, {
          perClient: n(limits.expensivePerClient),
          seconds: n(limits.deadlineSeconds),
        })
      : null,
    limits.rate
      ? format(t.rate, {
          requests: n(limits.rate.requests),
          window:
            limits.rate.windowSeconds === 60
              ? t.perMinute
              : format(t.perSeconds, { n: n(limits.rate.windowSeconds) }),
        })
      : null,
    t.compression,
    format(t.caching, {
      listMaxAge: limits.listMaxAgeSeconds,
      metadataMaxAge: limits.metadataMaxAgeSeconds,
    }),
    t.unknownField,
  ];
  return (
    <ul className="max-w-prose list-disc space-y-2 pl-5">
      {items.map((text) =>
        text ? (
          <li key={text}>
            <CodeText text={text} />
          </li>
        ) : null,
      )}
    </ul>
  );
}
