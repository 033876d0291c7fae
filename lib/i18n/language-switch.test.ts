import { describe, expect, it } from 'vitest';
import { languageSwitchHref, localeCookie, switchTarget } from './language-switch';

describe('switchTarget', () => {
  it.each([
    ['en', '/moeder?tid=tidligere', '/en/moeder?tid=tidligere'],
    ['en', '/', '/en'],
    ['en', '/en/sag/5', '/en/sag/5'],
    ['da', '/en/sag/5?side=2#trin', '/sag/5?side=2#trin'],
    ['da', '/en', '/'],
    ['da', '/afstemning/5', '/afstemning/5'],
    // Never another host, whatever `next` says.
    ['en', '//evil.example/x', '/en'],
    ['da', 'https://evil.example', '/'],
    ['en', null, '/en'],
  ] as const)('in %s, %j is %j', (lang, address, expected) => {
    expect(switchTarget(lang, address)).toBe(expected);
  });
});

describe('languageSwitchHref', () => {
  it('links straight to the other address of the page, query kept', () => {
    expect(languageSwitchHref('en', '/soeg?q=skat&omfang=dokumenter')).toBe(
      '/en/soeg?q=skat&omfang=dokumenter',
    );
    expect(languageSwitchHref('da', '/afstemning/5')).toBe('/afstemning/5');
  });

  it('goes through /sprog for the home page, so the choice is remembered without JavaScript', () => {
    expect(languageSwitchHref('da', '/')).toBe('/sprog?lang=da&next=%2F');
    expect(languageSwitchHref('en', '/')).toBe('/sprog?lang=en&next=%2Fen');
  });
});

it('writes the cookie for a year, site-wide', () => {
  expect(localeCookie('en')).toBe('tingdata-lang=en; path=/; max-age=31536000; samesite=lax');
});
