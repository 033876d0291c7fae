import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/routes';

/**
 * The feed a follow reads, in its subscriber's language: `/aktoer/12/feed.xml` in English is
 * `/en/aktoer/12/feed.xml` (lib/routes.ts `localePath`). Keys `feed_entry` and `feed_state` (lib/alerts/alerts-schema.ts).
 */
export const feedKey = (feedPath: string, locale: Locale): string => localePath(locale, feedPath);
