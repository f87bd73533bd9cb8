import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlogSearch } from '@/features/blog/blog-search';

describe('BlogSearch', () => {
  it.each([
    [{}, 1],
    [{ page: 3 }, 3],
    [{ page: 0 }, 1],
    [{ page: -2 }, 1],
    [{ page: 2.5 }, 1],
    [{ page: 'abc' }, 1],
    [{ page: null }, 1],
  ])('reads %o as page %i', (search, page) => {
    expect(v.parse(BlogSearch, search)).toEqual({ page });
  });
});
