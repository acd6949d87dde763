/** Figures the copy quotes about the company; update them here as they change. */

/** About page badge '9+ Years Experience', and the home page's experience line. */
export const experienceYears = 9;
/** About page highlight: the Expert Team claim, in percent. */
export const expertTeamPercent = 100;
