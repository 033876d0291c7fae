import { describe, expect, it } from 'vitest';
import { formBody, formsOf } from './html-form';

const page = `<main><form method="get" action="/soeg"><input name="q" value=""></form>
<details><summary>Følg på e-mail</summary><form method="post" action="/en/varsler/tilmeld" class="x">
<input type="hidden" name="feed" value="/soeg/feed.xml?q=skat&amp;type=sag"/><input type="hidden" name="sprog" value="en"/>
<label>Your e-mail address<input id="a" type="email" name="adresse" autoComplete="email" required=""/></label>
<fieldset><input type="radio" name="hyppighed" value="immediate" checked=""/>
<input type='radio' name='hyppighed' value='daily'/></fieldset><button type="submit">Follow</button></form></details></main>`;

describe('formsOf', () => {
  it('reads each form’s method, action and inputs, entities decoded', () => {
    const [search, follow] = formsOf(page);
    expect(search).toEqual({
      method: 'get',
      action: '/soeg',
      inputs: [{ name: 'q', type: 'text', value: '', checked: false }],
    });
    expect(follow?.method).toBe('post');
    expect(follow?.action).toBe('/en/varsler/tilmeld');
    expect(follow?.inputs.map((i) => [i.name, i.type, i.checked])).toEqual([
      ['feed', 'hidden', false],
      ['sprog', 'hidden', false],
      ['adresse', 'email', false],
      ['hyppighed', 'radio', true],
      ['hyppighed', 'radio', false],
    ]);
    expect(follow?.inputs[0]?.value).toBe('/soeg/feed.xml?q=skat&type=sag');
  });
});

describe('formBody', () => {
  const follow = formsOf(page)[1];

  it('sends the hidden values, what was typed, and the checked radio', () => {
    expect(follow && formBody(follow, { email: 'a@example.dk' }).toString()).toBe(
      'feed=%2Fsoeg%2Ffeed.xml%3Fq%3Dskat%26type%3Dsag&sprog=en&adresse=a%40example.dk&hyppighed=immediate',
    );
  });

  it('sends the radio chosen instead', () => {
    expect(follow && formBody(follow, { email: 'a@example.dk' }, ['daily']).get('hyppighed')).toBe('daily');
  });
});
