import { describe, expect, it } from 'vitest';
import { SISTER_CONCERN_PAGES, SISTER_CONCERN_SUPPORT } from '@/features/marketing/sister-concerns-data';
import { PRODUCT_PAGES } from '@/features/marketing/products-data';
import { SERVICE_PAGES } from '@/features/marketing/services-data';
import { CATALOGUE } from '@/lib/catalogue';
import { followsCapitalisationRule } from '@/test/title-case';

const titles = (items: readonly { title: string }[] = []) => items.map((item) => item.title);

/** Every text the offering pages show as a heading or a button; benefits, points and stats are body text. */
const HEADINGS_AND_BUTTONS = [
  ...[...CATALOGUE.services, ...CATALOGUE.products, ...CATALOGUE.sisterConcerns].map((entry) => entry.name),
  ...CATALOGUE.sisterConcerns.map((entry) => entry.sector),
  ...Object.values(SERVICE_PAGES).flatMap((page) => [page.headline, ...titles(page.features), ...titles(page.process)]),
  ...Object.values(PRODUCT_PAGES).flatMap((page) => [
    page.headline,
    page.featuresTitle,
    page.benefitsTitle,
    page.ctaTitle,
    ...titles(page.features),
    ...titles(page.projects),
  ]),
  ...CATALOGUE.sisterConcerns.flatMap((entry) => {
    const page = SISTER_CONCERN_PAGES[entry.slug](entry.name);
    return [page.headline, page.statsTitle, page.featuresTitle, page.ctaTitle, ...titles(page.features), ...(page.actions ?? []).map((action) => action.label)];
  }),
  ...titles(SISTER_CONCERN_SUPPORT),
];

describe('Offering content', () => {
  it('writes every heading and button in Title Case (issue 16 item 5)', () => {
    expect(HEADINGS_AND_BUTTONS.length).toBeGreaterThan(150);
    expect(HEADINGS_AND_BUTTONS.filter((text) => !followsCapitalisationRule(text))).toEqual([]);
  });
});
