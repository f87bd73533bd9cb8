import { describe, expect, it } from 'vitest';
import { followsCapitalisationRule, toTitleCase } from '@/test/title-case';

describe('toTitleCase', () => {
  it('capitalises every word but the short ones inside the title', () => {
    expect(toTitleCase('a clear process from first call to launch')).toBe('A Clear Process From First Call to Launch');
    expect(toTitleCase('Work we are proud of')).toBe('Work We Are Proud Of');
    expect(toTitleCase('Passion For Testing')).toBe('Passion for Testing');
  });

  it('starts a new phrase after a colon or a middle dot', () => {
    expect(toTitleCase('Laptop Ache: the right laptop, with honest advice')).toBe('Laptop Ache: The Right Laptop, with Honest Advice');
    expect(toTitleCase('ITBD · web, app and digital agency')).toBe('ITBD · Web, App and Digital Agency');
  });

  it('keeps acronyms, brands with inner capitals, domains and figures as written', () => {
    expect(toTitleCase('App UI/UX design')).toBe('App UI/UX Design');
    expect(toTitleCase('Android and iOS apps')).toBe('Android and iOS Apps');
    expect(toTitleCase('Visit bdcoda.com')).toBe('Visit bdcoda.com');
    expect(toTitleCase('24/7 partner support')).toBe('24/7 Partner Support');
  });
});

describe('followsCapitalisationRule', () => {
  it('accepts Title Case and refuses sentence case', () => {
    expect(followsCapitalisationRule('See Open Positions')).toBe(true);
    expect(followsCapitalisationRule('See open positions')).toBe(false);
  });

  it("accepts the SPEC's own wording where it breaks the rule", () => {
    for (const text of ['Get In Touch', 'Start Working With Our Technical Experts', 'Apply for this position', 'Thank you!']) {
      expect(followsCapitalisationRule(text), text).toBe(true);
    }
    expect(followsCapitalisationRule('Start working with our technical experts')).toBe(false);
  });
});
