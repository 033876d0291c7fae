import type { Locale } from '@/lib/i18n/locale';

/**
 * A whole page in plain HTML with its own few styles, for answers made outside React — the error pages
 * (error-pages.ts) and the alerts' form answers (lib/alerts/answer-pages.ts): nothing in them can fail, and they
 * read without JavaScript. Links stand as buttons; a form's fields and buttons are 44 px tall.
 */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111}
a{display:inline-block;padding:.6rem 1rem;margin:0 .5rem .5rem 0;border:1px solid #555;border-radius:.4rem;color:#111}
a.text{display:inline;padding:0;margin:0;border:0;color:#991b1b}
code{font-size:1.05em}
label,legend{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=email]{box-sizing:border-box;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;border:1px solid #78716c;border-radius:.25rem}
fieldset{border:0;padding:0;margin:0}
fieldset label{display:flex;align-items:center;gap:.5rem;min-height:2.75rem;margin:0;font-weight:400}
button{min-height:2.75rem;margin-top:1rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#fff;background:#991b1b;border:0;border-radius:.25rem}
.error{border-left:4px solid #991b1b;background:#fef2f2;padding:.5rem .75rem}`;

/**
 * The page: `lang`, `title` and the `main` element's HTML (already escaped); `noindex`, the site's icon. Every
 * value put into `main` must be escaped with {@link escapeHtml}.
 */
export function plainPage(locale: Locale, title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>${STYLE}</style></head>
<body><main>${main}</main></body></html>
`;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML character data or a quoted attribute's value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
