/**
 * The agency's own figures, in one place so every page says the same. Where
 * SPEC §9 gives two values for one claim (500+ or 200+ projects, 98% or 95%
 * satisfaction), the home hero's stand; the agency is fifteen years old.
 */
export interface CompanyFigure {
  /** As shown, e.g. '500+'; StatsBand counts it up. */
  value: string;
  /** The figure's label in a band of stats. */
  label: string;
  /** The one-word label of the home hero's badges. */
  short: string;
}

/** The agency's age in whole years, for prose ('a 15-year-old agency'); YEARS_IN_BUSINESS shows it as '15+'. */
export const AGENCY_AGE_YEARS = 15;

export const YEARS_IN_BUSINESS: CompanyFigure = { value: `${AGENCY_AGE_YEARS}+`, label: 'Years in business', short: 'Years' };
export const PROJECTS_DELIVERED: CompanyFigure = { value: '500+', label: 'Projects delivered', short: 'Projects' };
export const CLIENT_SATISFACTION: CompanyFigure = { value: '98%', label: 'Client satisfaction', short: 'Satisfaction' };

/** The three figures shown together (home hero, about, career, every service page). */
export const COMPANY_FIGURES: readonly CompanyFigure[] = [YEARS_IN_BUSINESS, PROJECTS_DELIVERED, CLIENT_SATISFACTION];

/** How the figures read in a sentence: '15+ years', '500+ projects', '98% satisfaction'. */
export const inWords = (figure: CompanyFigure) => `${figure.value} ${figure.short.toLowerCase()}`;
