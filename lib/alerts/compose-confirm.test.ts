import { describe, expect, it } from 'vitest';
import { composeConfirm } from './compose-confirm';
import { mailContext as context, MAIL_SECRET as SECRET, tokenIn } from './mail-context.fixture';
import { checkToken } from './tokens';

describe('composeConfirm', () => {
  const follow = {
    id: 11,
    title: 'Mette Frederiksen: stemmer i Folketinget',
    cadence: 'daily' as const,
    createdAt: '2026-03-01T12:00:00.000Z',
  };

  it('says what was asked for, links the confirm page with a token that expires after 48 hours', () => {
    const mail = composeConfirm([follow], context('da'));
    expect(mail.subject).toBe('Bekræft dit varsel fra Tingdata');
    expect(mail.text).toContain('- Mette Frederiksen: stemmer i Folketinget (samlet én gang om dagen)');
    expect(mail.text).toContain('Linket virker til 3. marts 2026 kl. 13.00 (dansk tid).');
    expect(mail.text).toContain('Var det ikke dig, så gør ingenting');
    const token = tokenIn(mail.text, 'bekraeft');
    const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const valid = (now: number) => checkToken(SECRET, token, 'confirm', () => 'læser@example.org', now);
    expect(valid(at('2026-03-03T11:59:00Z')).ok).toBe(true);
    expect(valid(at('2026-03-03T12:01:00Z'))).toEqual({ ok: false, reason: 'expired' });
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    expect(mail.html).toContain('<html lang="da">');
    expect(mail.html).toContain('>Bekræft varslet om Mette Frederiksen: stemmer i Folketinget</a>');
  });

  it('is in English for an English reader', () => {
    const mail = composeConfirm([follow], context('en'));
    expect(mail.text).toContain('The link works until 3 March 2026 at 13:00 (Danish time).');
    expect(mail.text).toContain('https://tingdata.dk/en/varsler/bekraeft?t=');
  });
});
