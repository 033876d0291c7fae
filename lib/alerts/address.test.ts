import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_ADDRESS_LENGTH, MAX_LOCAL_PART_LENGTH, maskAddress, normalizeAddress } from './address';

const accepted = (input: string) => {
  const check = normalizeAddress(input);
  return check.ok ? check.address : null;
};
const reason = (input: string) => {
  const check = normalizeAddress(input);
  return check.ok ? 'ok' : check.reason;
};

describe('normalizeAddress', () => {
  it('trims and lower-cases the domain only', () => {
    expect(accepted('  Mette.F@Example.DK \n')).toBe('Mette.F@example.dk');
    expect(accepted("o'neil+varsler@sub.example.co.uk")).toBe("o'neil+varsler@sub.example.co.uk");
    expect(accepted('a@b.c')).toBe('a@b.c');
  });

  it('keeps an internationalised domain in Unicode, as one form whatever way it was written', () => {
    expect(accepted('post@ÆBLE.dk')).toBe('post@æble.dk');
    expect(accepted('post@xn--ble-xla.dk')).toBe('post@æble.dk');
    expect(accepted('post@ｅｘａｍｐｌｅ.dk')).toBe('post@example.dk');
  });

  it('refuses empty and whitespace-only input as empty', () => {
    for (const input of ['', ' ', '\t\r\n ']) expect(reason(input)).toBe('empty');
  });

  it('refuses what is too long: the whole address, or its local part', () => {
    const local = 'a'.repeat(MAX_LOCAL_PART_LENGTH);
    expect(accepted(`${local}@example.dk`)).toBe(`${local}@example.dk`);
    expect(reason(`a${local}@example.dk`)).toBe('too-long');
    const domain = `${Array.from({ length: 4 }, () => 'd'.repeat(60)).join('.')}.dk`;
    expect(reason(`abcdefghij@${domain}`)).toBe('too-long');
    expect(reason('x'.repeat(MAX_ADDRESS_LENGTH + 1))).toBe('too-long');
    expect(reason(`${'a@b.dk,'.repeat(10_000)}`)).toBe('too-long');
    // An internationalised domain counts in its ASCII form, as it travels.
    const label = `${'æøåéüïõñçß'.repeat(3)}abcdefghij`;
    const wide = `${Array.from({ length: 5 }, () => label).join('.')}.dk`;
    expect(wide.length).toBeLessThan(MAX_ADDRESS_LENGTH - 10);
    expect(domainToASCII(wide).length).toBeGreaterThan(MAX_ADDRESS_LENGTH);
    expect(reason(`a@${wide}`)).toBe('too-long');
  });

  it('refuses lists, display names, header injection, quotes, brackets and comments', () => {
    for (const input of [
      'a@example.dk, b@example.dk',
      'a@example.dk;b@example.dk',
      'a@example.dk b@example.dk',
      'Mette <mette@example.dk>',
      '<mette@example.dk>',
      'mette@example.dk\r\nBcc: victim@example.dk',
      'mette@example.dk\nBcc:victim@example.dk',
      'mette@example.dk%0d%0aBcc:victim@example.dk',
      '"mette"@example.dk',
      '"a@b"@example.dk',
      'mette(comment)@example.dk',
      'mette@[127.0.0.1]',
      'mette@[IPv6:::1]',
      'a,b@example.dk',
      'a@b@example.dk',
      'mette@example.dk\u0000',
      'mette\u200b@example.dk',
      'mette@exa\u200bmple.dk',
      'mette@example.dk\u202e',
    ])
      expect(reason(input), JSON.stringify(input)).toBe('malformed');
  });

  it('refuses malformed local parts and domains', () => {
    for (const input of [
      'mette',
      '@example.dk',
      'mette@',
      'mette@dk',
      'mette@localhost',
      'mette@.example.dk',
      'mette@example.dk.',
      'mette@example..dk',
      'mette@-example.dk',
      'mette@example-.dk',
      'mette@exa_mple.dk',
      'mette@exa%mple.dk',
      'mette@1.2.3.4',
      `mette@${'l'.repeat(64)}.dk`,
      '.mette@example.dk',
      'mette.@example.dk',
      'me..tte@example.dk',
      'søren@example.dk',
      'mette@exa mple.dk',
      'mette@example.dk/x',
    ])
      expect(reason(input), JSON.stringify(input)).toBe('malformed');
  });

  it('never throws, and what it accepts is one address it accepts again unchanged (many shapes)', () => {
    const locals = [
      'mette',
      'M.F',
      "o'neil",
      'a+b',
      '',
      '.',
      'a..b',
      '"q"',
      'a b',
      'æ',
      'x'.repeat(70),
      'a,b',
    ];
    const domains = [
      'example.dk',
      'EXAMPLE.DK',
      'æble.dk',
      'xn--ble-xla.dk',
      'dk',
      '',
      '.dk',
      'a..dk',
      '-a.dk',
      '1.2.3.4',
      '[127.0.0.1]',
      'exa mple.dk',
      'example.dk/x',
      'example.dk?x',
      'ex_ample.dk',
      'example.dk.',
      `${'l'.repeat(63)}.dk`,
      `${'l'.repeat(64)}.dk`,
    ];
    const noise = [
      ...Array.from({ length: 30 }, () => ''),
      ' ',
      '\r\n',
      'Bcc: x@y.dk',
      ',',
      '@',
      '<',
      '>',
      '\u0000',
      '\u200b',
      '😀',
      '"',
    ];
    let seed = 25;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    let acceptedCount = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const pick = (list: readonly string[]) => list[next() % list.length] ?? '';
      const input = `${pick(noise)}${pick(locals)}${pick(noise)}@${pick(noise)}${pick(domains)}${pick(noise)}`;
      const check = normalizeAddress(input);
      if (!check.ok) continue;
      acceptedCount += 1;
      const { address } = check;
      expect(address.split('@')).toHaveLength(2);
      expect(address).not.toMatch(/[\s\p{C},;<>"()[\]\\]/u);
      expect(address.length).toBeLessThanOrEqual(MAX_ADDRESS_LENGTH);
      expect(normalizeAddress(address)).toEqual({ ok: true, address });
    }
    // The shapes include valid addresses, so the invariants above were checked on some.
    expect(acceptedCount).toBeGreaterThan(50);
  });
});

describe('maskAddress', () => {
  it('shows the first character and the domain only', () => {
    expect(maskAddress('mette.frederiksen@example.dk')).toBe('m…@example.dk');
    expect(maskAddress('a@æble.dk')).toBe('a…@æble.dk');
    expect(maskAddress('no-address')).toBe('…');
  });
});
