import { domainToASCII, domainToUnicode } from 'node:url';

/*
 * What an address typed into the follow form must be before anything is stored or mailed: one mailbox
 * `local@domain`, never a list, a display name or header text (`a@b.dk\r\nBcc: c@d.dk`). The local part is a
 * dot-atom of ASCII (RFC 5322 §3.2.3; an internationalised local part needs SMTPUTF8 on every hop, which no sender
 * can promise); the domain a name of at least two labels, internationalised names allowed as typed (Unicode) and
 * checked in their ASCII form (UTS 46), no address literals (`[127.0.0.1]`), no all-numeric top label.
 */

/** RFC 5321 §4.5.3.1: a path holds at most 256 octets with its brackets, so 254 for the address. */
export const MAX_ADDRESS_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1. */
export const MAX_LOCAL_PART_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;

export type AddressRefusal = 'empty' | 'too-long' | 'malformed';

export type AddressCheck =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly reason: AddressRefusal };

/** RFC 5322 `atext`: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~ (no quotes, brackets, commas). */
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*$/;
/** What a domain as typed may hold: letters (any script), marks, digits, dots and hyphens. */
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;
/** A label of the domain's ASCII form (letters, digits, hyphens inside). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Whitespace, control, format (zero-width, bidi), unassigned and private-use characters anywhere. */
const INVISIBLE = /[\s\p{C}]/u;

const refuse = (reason: AddressRefusal): AddressCheck => ({ ok: false, reason });

/**
 * `input` trimmed, as one address with its domain lower-cased (an internationalised domain in its Unicode form, as
 * UTS 46 maps it: `Søren@ÆBLE.dk` → `Søren@æble.dk`), or why not. Never throws.
 */
export function normalizeAddress(input: string): AddressCheck {
  const text = input.trim();
  if (text === '') return refuse('empty');
  if (text.length > MAX_ADDRESS_LENGTH) return refuse('too-long');
  if (INVISIBLE.test(text)) return refuse('malformed');
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.indexOf('@') !== at) return refuse('malformed');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!DOT_ATOM.test(local)) return refuse('malformed');
  if (local.length > MAX_LOCAL_PART_LENGTH) return refuse('too-long');
  // domainToASCII reads a URL's host: it would stop at '/' or '?' and keep '_' or ',', so the characters are
  // checked before and the labels after; it maps case and width (UTS 46) and answers '' for no domain name.
  if (!DOMAIN_CHARACTERS.test(domain) || domain.startsWith('.') || domain.endsWith('.'))
    return refuse('malformed');
  const ascii = domainToASCII(domain);
  if (ascii === '') return refuse('malformed');
  const labels = ascii.split('.');
  if (labels.length < 2) return refuse('malformed');
  if (labels.some((label) => label.length > MAX_LABEL_LENGTH || !LABEL.test(label)))
    return refuse('malformed');
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) return refuse('malformed');
  if (local.length + 1 + ascii.length > MAX_ADDRESS_LENGTH) return refuse('too-long');
  return { ok: true, address: `${local}@${domainToUnicode(ascii)}` };
}

/**
 * An address as a page may show it to whoever holds a link from a mail: its first character, an ellipsis and the
 * domain (`mette@example.dk` → `m…@example.dk`); never the whole address.
 */
export const maskAddress = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '…' : `${address.slice(0, 1)}…${address.slice(at)}`;
};
