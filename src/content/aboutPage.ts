import illustration from '../assets/about-illustration.svg';
import { experienceYears, expertTeamPercent } from './companyFacts';
import type { IconName } from './iconNames';
import { site } from './site';

export type Highlight = { icon: IconName; title: string; text: string };
export type ChecklistItem = { title: string; text: string };

export const aboutIntro = {
  eyebrow: `About ${site.shortName}`,
  title: 'We Are Increasing Business Success With GLOBAL IT Solution',
  text: 'For more than nine years we have designed, built and run technology for growing companies across Texas and the US. Senior engineers, proven delivery methods and straight answers mean every project leaves your business stronger, more secure and easier to run.',
  image: {
    src: illustration,
    width: 600,
    height: 540,
    alt: 'Illustration: a business dashboard with rising charts, framed by security, cloud and reporting cards.',
  },
  badge: { value: `${experienceYears}+`, label: 'Years Experience' },
  highlights: [
    { icon: 'certified', title: 'Certified Company', text: 'Audited processes for security, quality and IT service management.' },
    { icon: 'team', title: 'Expert Team', text: `${expertTeamPercent}% senior, certified engineers on every engagement.` },
  ] satisfies Highlight[],
  cta: { label: 'Discover more', href: '/services' },
  callLabel: 'Call us',
} as const;

export const whyChooseUs = {
  eyebrow: 'Why choose us',
  title: 'A Partner For Your Technology And The People Who Run It',
  lead: 'From the systems you depend on to the specialists you hire, we take the hard parts off your plate.',
  items: [
    { title: 'Onboarding Support', text: 'New hires are productive from day one, with equipment, access and a 90-day plan ready.' },
    { title: 'Inclusion Hiring', text: 'Diverse, skills-based shortlists widen your talent pool without lowering the bar.' },
    { title: 'Employer Branding Support', text: 'Job posts and career pages that show engineers why they should join you.' },
    { title: 'Executive IT Search', text: 'Discreet searches for CIOs, CTOs and IT directors, with thorough referencing.' },
    { title: '24/7 Expert Team', text: 'Engineers on call around the clock, so a problem at 3 a.m. is handled at 3 a.m.' },
    { title: 'Easy Solutions', text: 'Plain-language proposals, fixed prices and one point of contact throughout.' },
  ] satisfies ChecklistItem[],
} as const;
