import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/json-ld';

describe('JsonLd', () => {
  it('writes the data as one JSON-LD script that no value can close', () => {
    const data = { '@type': 'Thing', name: 'A </script><script>alert(1)</script> & more' };
    const markup = renderToStaticMarkup(<JsonLd data={data} />);
    const [, json] = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(markup) ?? [];

    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json ?? '')).toEqual(data);
  });
});
