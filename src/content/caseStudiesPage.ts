/** The wording around the case studies: their list, each study's page and the links to them. */
export const caseStudiesCopy = {
  list: {
    eyebrow: 'Our work',
    title: 'Results our clients can measure',
    lead: 'Every engagement starts with a business problem and ends with a number that moved. Here is how three of them went.',
    readMore: 'Read the case study',
    readMoreContext: (title: string) => `: ${title}`,
    publishedLabel: 'Published',
    feedLabel: 'Follow new case studies (Atom feed)',
  },
  study: {
    clientLabel: 'Client',
    sectorLabel: 'Sector',
    technologiesLabel: 'Technologies',
    publishedLabel: 'Published',
    challengeTitle: 'The challenge',
    resultsTitle: 'The results in figures',
    storyTitle: 'The story',
    cta: {
      title: 'Facing something similar?',
      text: 'Tell us where your systems hold your business back. We reply within one business day with a first view of what we would do.',
      action: { label: 'Talk to us', href: '/contact' },
      back: { label: 'All case studies', href: '/case-studies' },
    },
  },
  /** The links from the services page, the home page and the footer. */
  teaser: {
    eyebrow: 'Case studies',
    title: 'See what this looks like for a real business',
    text: 'A manufacturer with a third less downtime, a dental group with no security incidents in 18 months, a carrier whose dispatch never stops.',
    action: { label: 'Read our case studies', href: '/case-studies' },
  },
  /** The feed's own title and subtitle. */
  feed: {
    subtitle: 'How our clients run better on the IT we build and manage.',
  },
} as const;
