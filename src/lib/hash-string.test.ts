import { hashString } from './hash-string';

describe('hashString', () => {
  it('is 32-bit FNV-1a: the same string always gives the same unsigned number', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('Rahim Uddin')).toBe(hashString('Rahim Uddin'));
  });

  it('tells near names apart', () => {
    expect(hashString('Rahim Uddin')).not.toBe(hashString('Rahim Udin'));
  });
});
