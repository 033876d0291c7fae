import { describe, expect, it } from 'vitest';
import { aliasesFor, aliasOf, checkAlias, SPEAKER_ALIASES } from './speaker-aliases';

describe('the speaker alias table', () => {
  it('follows the documented format in the repository file', () => {
    for (const [k, entry] of SPEAKER_ALIASES.entries()) expect(checkAlias(entry, k)).toBe(entry);
  });

  it('refuses entries that do not follow the format, naming the entry', () => {
    expect(() => checkAlias({ printed: 'Pia  Olsen', current: 'Pia Olsen Dyhr' }, 0)).toThrow(
      /entry 1: printed/,
    );
    expect(() =>
      checkAlias({ printed: 'Pia Olsen', current: 'Pia Olsen Dyhr', fromSamling: '2013' }, 2),
    ).toThrow(/entry 3: fromSamling/);
    expect(() => checkAlias({ printed: 'Pia Olsen', current: 'Pia Olsen Dyhr', period: 'x' }, 0)).toThrow(
      /unknown column period/,
    );
    expect(() =>
      checkAlias({ printed: 'Pia Olsen', current: 'Pia Olsen Dyhr', synthetic: 'yes' }, 0),
    ).toThrow(/synthetic/);
  });

  it('applies an alias within its samlinger, case-insensitively, and synthetic ones only on demo data', () => {
    const table = [
      { printed: 'Pia Olsen', current: 'Pia Olsen Dyhr', fromSamling: '20091', toSamling: '20111' },
      { printed: 'Demo Navn', current: 'Demo Nytnavn', synthetic: true },
    ];
    const real = aliasesFor(false, table);
    expect(aliasOf(real, 'pia olsen', '20101')).toBe('Pia Olsen Dyhr');
    expect(aliasOf(real, 'Pia Olsen', '20121')).toBeNull();
    expect(aliasOf(real, 'Demo Navn', '20121')).toBeNull();
    expect(aliasOf(aliasesFor(true, table), 'Demo Navn', '20121')).toBe('Demo Nytnavn');
  });
});
