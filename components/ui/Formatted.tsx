import { Fragment, type ReactNode } from 'react';

/**
 * A message with `{name}` placeholders filled with text or elements — `format` (lib/i18n/locale.ts) for a sentence
 * that holds ODA's Danish words, which go in marked: `<Formatted template={t.most} values={{ party: <DanishText locale={locale}>
 * {name}</DanishText> }} />`. Unknown placeholders stay as written.
 */
export function Formatted({
  template,
  values,
}: {
  template: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  const parts = template.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        // A message's parts have no identity but their place, and it never changes within one render.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        return <Fragment key={i}>{key !== undefined && key in values ? values[key] : part}</Fragment>;
      })}
    </>
  );
}
