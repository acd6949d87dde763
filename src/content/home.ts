import { experienceYears } from './companyFacts';
import type { IconName } from './iconNames';
import { site } from './site';

/** Copy of the home page's sections, top to bottom. */
export const hero = {
  tagline: 'Managed IT & Security Services',
  title: 'Grow Your Business with Our Expert IT Services',
  text: 'We connect businesses and their customers through innovative, secure technology: managed IT, cloud, software and AI, run by a team that answers for the result.',
  cta: { label: 'About us', href: '/about' },
  imageAlt: 'A robotic hand reaching out to a glowing network of connected systems',
} as const;

export type ValuePoint = { icon: IconName; title: string; text: string };

export const intro = {
  title: `Why businesses choose ${site.shortName}`,
  points: [
    { icon: 'shield', title: 'Security first', text: 'Every system we run is patched, monitored and backed up.' },
    { icon: 'headset', title: '24/7 support', text: 'Real engineers on call, with a one-hour response promise.' },
    { icon: 'certified', title: 'Certified team', text: 'Microsoft, AWS and Salesforce certified specialists.' },
    { icon: 'trendingUp', title: 'Built to scale', text: 'Technology that grows with you, at a predictable monthly cost.' },
  ] satisfies ValuePoint[],
} as const;

export const about = {
  eyebrow: 'About us',
  title: 'Get Your Business Ready With The Best Global IT Solutions',
  text: 'For nine years we have helped companies replace patchwork IT with systems that simply work. We design, integrate and run the technology behind your business, so your team can focus on customers instead of outages.',
  points: [
    'Intelligent Systems & Enterprise Integration',
    'End-to-End Process & Application Optimization',
    'Strategy, Transformation & Leadership',
  ],
  cta: { label: 'Explore our services', href: '/services' },
  experience: { figure: `${experienceYears}+`, label: 'Years helping businesses run on dependable IT' },
  callLabel: 'Talk to an expert',
} as const;

export const servicesSection = {
  eyebrow: 'What we do',
  title: 'Exclusive Solutions Crafted For Your Business',
  carouselLabel: 'Our services',
  more: { label: 'See all services', href: '/services' },
} as const;

export const statsSection = { title: 'Our work in numbers' } as const;

export const feedbackSection = {
  eyebrow: 'Customer feedback',
  title: 'What Happy Clients Says About Us?',
  rotatorLabel: 'Client testimonials',
  pickLabel: (name: string) => `Show the testimonial of ${name}`,
} as const;

export const faqSection = {
  eyebrow: 'FAQ',
  title: 'Talk To About Any Question?',
  imageAlt: 'A consultant and a client talking through a question at a shared screen',
} as const;

export const technologiesSection = {
  eyebrow: 'Our technologies',
  title: 'Smart Solutions For Your Success',
  carouselLabel: 'Technology partners',
} as const;
