export const notFound = {
  title: 'We could not find that page',
  text: 'The link may be out of date, or the address mistyped. Start again from the home page, or go straight to what you came for:',
  homeLabel: 'Back to the home page',
  popularLabel: 'Popular pages',
} as const;
