import { defineMessages, format } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/server';

const messages = defineMessages({
  da: { alt: 'Portræt af {name}', none: 'Intet foto', demo: 'Intet foto: demodata' },
  en: { alt: 'Portrait of {name}', none: 'No photo', demo: 'No photo: demo data' },
});

/** A name's initials (first and last word), for a placeholder where there is no photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The page's portrait, or a thumbnail beside a name in a list (there decorative: the name is the link's text). */
const BOX = {
  large: 'h-20 w-16 shrink-0 rounded border border-stone-300 sm:h-48 sm:w-40',
  small: 'h-12 w-10 shrink-0 rounded border border-stone-300',
} as const;

/**
 * The member's official photo from ft.dk as a plain `<img>` (no remote image optimisation), or a placeholder with
 * initials. Synthetic stores invent their photo addresses, so they always get the placeholder: showing whatever
 * ft.dk serves at an invented address would be wrong data. A small photo sits beside the member's name in a list:
 * it is lazy and hidden from screen readers, which read the name.
 */
export async function PoliticianPhoto({
  url,
  name,
  synthetic,
  size = 'large',
}: {
  url: string | null;
  name: string;
  synthetic: boolean;
  size?: keyof typeof BOX;
}) {
  const t = await getMessages(messages);
  const box = BOX[size];
  if (size === 'small') {
    return url && !synthetic ? (
      // biome-ignore lint/performance/noImgElement: a plain img on purpose, ft.dk photos are not optimised through Next
      <img
        src={url}
        alt=""
        width={40}
        height={48}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className={`${box} bg-stone-200 object-cover`}
      />
    ) : (
      <span aria-hidden="true" className={`${box} flex items-center justify-center bg-stone-200`}>
        <span className="text-sm font-semibold text-stone-600">{initials(name)}</span>
      </span>
    );
  }
  if (url && !synthetic) {
    return (
      // biome-ignore lint/performance/noImgElement: a plain img on purpose, ft.dk photos are not optimised through Next
      <img
        src={url}
        alt={format(t.alt, { name })}
        width={160}
        height={192}
        decoding="async"
        referrerPolicy="no-referrer"
        className={`${box} bg-stone-200 object-cover`}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={synthetic ? t.demo : t.none}
      className={`${box} flex items-center justify-center bg-stone-200`}
    >
      <span aria-hidden="true" className="text-2xl font-semibold text-stone-600 sm:text-4xl">
        {initials(name)}
      </span>
    </div>
  );
}
