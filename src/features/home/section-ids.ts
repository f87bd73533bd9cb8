/** The services section's id: the consultation offer watches it (SPEC §9) from outside the section's own code. */
export const SERVICES_SECTION_ID = 'services';
