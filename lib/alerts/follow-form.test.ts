import { describe, expect, it } from 'vitest';
import { MAX_ADDRESS_LENGTH } from './address';
import { FOLLOW_FIELDS } from './follow-fields';
import { FORM_MAX_ADDRESS_LENGTH, readFollowForm } from './follow-form';

describe('the follow form', () => {
  it('takes as long an address as the service does', () => {
    expect(FORM_MAX_ADDRESS_LENGTH).toBe(MAX_ADDRESS_LENGTH);
  });

  it('reads the fields as sent, the language from the form, else from the address', () => {
    const fields = new URLSearchParams({
      [FOLLOW_FIELDS.address]: ' a@b.dk ',
      [FOLLOW_FIELDS.feedPath]: '/aktoer/12/feed.xml',
      [FOLLOW_FIELDS.cadence]: 'daily',
      [FOLLOW_FIELDS.locale]: 'en',
    });
    expect(readFollowForm(fields, 'da')).toEqual({
      address: ' a@b.dk ',
      feedPath: '/aktoer/12/feed.xml',
      cadence: 'daily',
      locale: 'en',
      localeField: 'en',
    });
    expect(readFollowForm(new URLSearchParams({ [FOLLOW_FIELDS.locale]: 'xx' }), 'en')).toEqual({
      address: '',
      feedPath: '',
      cadence: '',
      locale: 'en',
      localeField: 'xx',
    });
  });
});
