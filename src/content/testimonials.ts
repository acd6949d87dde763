import { site } from './site';
/** A client's words about working with us; avatars are drawn from the name's initials. */
export type Testimonial = { name: string; role: string; rating: number; text: string };

/** Home page rotator: sample clients, ratings 4, 5 and 5. */
export const homeTestimonials = [
  {
    name: 'Sarah Mitchell',
    role: 'Operations Director, Lakeside Logistics',
    rating: 4,
    text: `${site.shortName} moved our dispatch systems to the cloud over a single weekend. Our drivers never noticed, and our IT costs dropped by a third in the first year.`,
  },
  {
    name: 'David Okafor',
    role: 'CEO, Brightpath Health',
    rating: 5,
    text: 'They treat our patient data as carefully as we do. Audits that used to take weeks now take a day, and their team answers the phone at 2 a.m.',
  },
  {
    name: 'Elena Ruiz',
    role: 'CFO, Northgate Manufacturing',
    rating: 5,
    text: 'Clear plans, fixed prices and no surprises. The reporting dashboards they built are now the first thing our board looks at every month.',
  },
] as const satisfies readonly Testimonial[];

/** A client testimonial on the About page; `company` completes 'Client from {company}'. */
export type ClientTestimonial = { name: string; company: string; rating: number; feedback: string };

export const clientTitle = (company: string) => `Client from ${company}`;

export const aboutTestimonialsSection = {
  eyebrow: 'Testimonials',
  title: 'What happy clients says About Us?',
  carouselLabel: 'Client reviews',
} as const;

/** About page carousel: ratings 4, 5, 4.5, 5 and 4.5. */
export const aboutTestimonials = [
  {
    name: 'James Carter',
    company: 'Summit Retail Group',
    rating: 4,
    feedback: `Our store systems used to fail every holiday season. Since ${site.shortName} took over, we have had two calm Decembers in a row.`,
  },
  {
    name: 'Priya Nair',
    company: 'Helix Biotech',
    rating: 5,
    feedback: 'They found us three senior cloud engineers in under a month, each one a perfect fit for the team.',
  },
  {
    name: 'Michael Brennan',
    company: 'Brennan & Cole Law',
    rating: 4.5,
    feedback: 'Secure, quick and easy to talk to. Our partners finally trust the laptops they carry to court.',
  },
  {
    name: 'Aisha Thompson',
    company: 'Coastal Credit Union',
    rating: 5,
    feedback: 'The security review was thorough and explained in plain English. Our examiners were impressed.',
  },
  {
    name: 'Tom Lindqvist',
    company: 'Nordvik Freight',
    rating: 4.5,
    feedback: 'From the first workshop to go-live, the project ran on time and on budget. We already signed the next phase.',
  },
] as const satisfies readonly ClientTestimonial[];
