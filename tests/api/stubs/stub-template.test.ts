import { describe, expect, it } from 'vitest';
import {
  pathNamesOf,
  placeholderProblem,
  render,
  type TemplateContext,
} from '../../../simulator/plugins/stub-template';

const context: TemplateContext = {
  path: { code: 'AB-1' },
  query: { lang: 'pt' },
  headers: { 'x-test': 'yes' },
  body: { item: { qty: 2, tags: ['a', 'b'] } },
  now: '2030-01-02T03:04:05.000Z',
  counter: 3,
};

describe('stub answer templates (issue 29)', () => {
  it('keeps the type of a whole placeholder and writes text inside a longer string', () => {
    expect(
      render(
        {
          qty: '{{body.item.qty}}',
          tags: '{{ body.item.tags }}',
          first: '{{body.item.tags.0}}',
          text: '{{path.code}} x{{counter}} at {{now}} ({{headers.X-Test}}, {{query.lang}})',
          list: ['{{counter}}', 7, null],
        },
        context,
      ),
    ).toEqual({
      qty: 2,
      tags: ['a', 'b'],
      first: 'a',
      text: 'AB-1 x3 at 2030-01-02T03:04:05.000Z (yes, pt)',
      list: [3, 7, null],
    });
  });

  it('answers what the request lacks as null alone and as empty text inside a string', () => {
    expect(render({ a: '{{query.none}}', b: 'x{{body.none.deeper}}y' }, context)).toEqual({
      a: null,
      b: 'xy',
    });
  });

  it('names the placeholders it cannot fill', () => {
    expect(pathNamesOf('/api/:code/items/:item-id/*')).toEqual(['code']);
    expect(placeholderProblem('path.code', ['code'])).toBeNull();
    expect(placeholderProblem('path.other', ['code'])).toContain(':code');
    expect(placeholderProblem('secret', [])).toContain('path.NAME');
    expect(placeholderProblem('cookies.x', [])).toContain('unknown source cookies');
    expect(placeholderProblem('query.a.b', [])).toContain('one name');
  });
});
