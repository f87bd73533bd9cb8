import { describe, expect, it } from 'vitest';
import { excerpt, leadParagraphs, stripTags } from '@/lib/text';

describe('excerpt', () => {
  it('strips tags and entities before cutting', () => {
    expect(stripTags('<p>Fish &amp; <b>chips</b></p>')).toBe('Fish & chips');
  });

  it('decodes numeric and typographic entities and ignores > inside attributes and comments', () => {
    expect(stripTags('<p>It&#8217;s &ldquo;fast&rdquo;&hellip; &#x2014; <img alt="a > b" src="x">ok<!-- <b>hidden</b> --></p>')).toBe(
      'It\u2019s \u201Cfast\u201D\u2026 \u2014 ok',
    );
    expect(stripTags('&bogus; &#0;')).toBe('&bogus; &#0;');
  });

  it('never cuts an emoji in half', () => {
    expect(excerpt(`${'a'.repeat(59)}😀😀`, 60)).toBe(`${'a'.repeat(59)}😀...`);
  });

  it('cuts the listing excerpt at 100 and the sidebar excerpt at 60 characters', () => {
    const text = 'x'.repeat(150);
    expect(excerpt(text, 100)).toBe(`${'x'.repeat(100)}...`);
    expect(excerpt(text, 60)).toBe(`${'x'.repeat(60)}...`);
  });

  it('keeps exactly the first characters, a space at the cut included (SPEC §9: N characters plus ...)', () => {
    expect(excerpt('So before touching any code', 21)).toBe('So before touching an...');
    expect(excerpt('So before touching any code', 23)).toBe('So before touching any ...');
  });

  it('adds ... only when the text is longer than the limit', () => {
    const text = 'a'.repeat(120);
    expect(excerpt(`<p>${text}</p>`, 120)).toBe(text);
    expect(excerpt(`<p>${text}b</p>`, 120)).toBe(`${text}...`);
  });
});

describe('leadParagraphs', () => {
  const post = '<h2>Where the time went</h2><p>We recorded every hour for a month, and the answer surprised us.</p><p>Meetings.</p>';

  it('keeps headings and paragraphs apart', () => {
    expect(leadParagraphs(post, 500)).toEqual(['Where the time went', 'We recorded every hour for a month, and the answer surprised us.', 'Meetings.']);
  });

  it('cuts the last paragraph after a whole word and marks the cut', () => {
    expect(leadParagraphs(post, 25)).toEqual(['Where the time went', 'We…']);
    expect(leadParagraphs(post, 40)).toEqual(['Where the time went', 'We recorded every…']);
  });

  it('marks a cut that falls between paragraphs on the paragraph before it', () => {
    expect(leadParagraphs(post, 19)).toEqual(['Where the time went…']);
  });

  it('cuts a word longer than the whole excerpt where it must', () => {
    expect(leadParagraphs('<p>Supercalifragilistic</p>', 5)).toEqual(['Super…']);
  });

  it('treats line breaks and list items as breaks, and decodes entities', () => {
    expect(leadParagraphs('<ul><li>Fast &amp; safe</li><li>Cheap</li></ul>one<br>two', 100)).toEqual(['Fast & safe', 'Cheap', 'one', 'two']);
  });
});
