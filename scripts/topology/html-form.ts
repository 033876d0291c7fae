/**
 * The forms of a page as a browser without JavaScript submits them, for the topology test's alerts phase: each
 * `<form>`'s method, action and the fields it would send — its hidden and text inputs with their values, the checked
 * radio of each group — so the test posts what a reader's browser would, with no field name written into the test.
 * Only what our pages' forms use is read (input elements; no select, textarea or button values).
 */
import { decodeHtmlEntities } from '@/lib/biografi-parts/plain-text';

export interface FormInput {
  readonly name: string;
  readonly type: string;
  readonly value: string;
  readonly checked: boolean;
}

export interface HtmlForm {
  readonly method: string;
  readonly action: string;
  readonly inputs: readonly FormInput[];
}

/** The attributes of one start tag's text (`<input type="hidden" name="a" value="b" checked>`). */
function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(
    /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  ))
    attrs.set((m[1] as string).toLowerCase(), decodeHtmlEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  return attrs;
}

/** Every form of `html`, in order. */
export function formsOf(html: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const form = attributes(m[1] as string);
    const inputs = [...(m[2] as string).matchAll(/<input\b[^>]*>/gi)].map((input) => {
      const a = attributes(input[0].slice('<input'.length));
      return {
        name: a.get('name') ?? '',
        type: (a.get('type') ?? 'text').toLowerCase(),
        value: a.get('value') ?? '',
        checked: a.has('checked'),
      };
    });
    forms.push({
      method: (form.get('method') ?? 'get').toLowerCase(),
      action: form.get('action') ?? '',
      inputs,
    });
  }
  return forms;
}

/**
 * What submitting `form` sends: each named input's value, `typed` for the inputs of those types (an e-mail field:
 * what the reader typed), and of each radio group the one whose value is in `choose`, else the checked one.
 */
export function formBody(
  form: HtmlForm,
  typed: Readonly<Record<string, string>> = {},
  choose: readonly string[] = [],
): URLSearchParams {
  const body = new URLSearchParams();
  const radios = new Map<string, FormInput[]>();
  for (const input of form.inputs) {
    if (!input.name || input.type === 'submit' || input.type === 'button') continue;
    if (input.type === 'radio' || input.type === 'checkbox') {
      radios.set(input.name, [...(radios.get(input.name) ?? []), input]);
      continue;
    }
    body.append(input.name, typed[input.type] ?? input.value);
  }
  for (const [name, group] of radios) {
    const picked = group.find((r) => choose.includes(r.value)) ?? group.find((r) => r.checked);
    if (picked) body.append(name, picked.value || 'on');
  }
  return body;
}
