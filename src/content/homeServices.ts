import type { IconName } from './iconNames';
import aiImage from '../assets/home/service-ai.svg?no-inline';
import biImage from '../assets/home/service-bi.svg?no-inline';
import cloudImage from '../assets/home/service-cloud.svg?no-inline';
import softwareImage from '../assets/home/service-software.svg?no-inline';
import talentImage from '../assets/home/service-talent.svg?no-inline';

/** A service as the home carousel shows it; the illustration is decorative. */
export type HomeService = { title: string; description: string; image: string; icon: IconName };

export const homeServices = [
  {
    title: 'Software Development',
    description: 'Custom web and business applications, designed with your users and built to last, from first prototype to long-term support.',
    image: softwareImage,
    icon: 'software',
  },
  {
    title: 'Talent Sourcing',
    description: 'Pre-vetted engineers, analysts and IT leaders who join your team in weeks, for a project or for good.',
    image: talentImage,
    icon: 'userSearch',
  },
  {
    title: 'Business Intelligence',
    description: 'Dashboards and reports that turn scattered data into clear answers your managers can act on every day.',
    image: biImage,
    icon: 'analysis',
  },
  {
    title: 'Cloud Services',
    description: 'Migration, management and cost control on Azure, AWS and Google Cloud, with security and backups built in.',
    image: cloudImage,
    icon: 'cloud',
  },
  {
    title: 'Artificial Intelligence',
    description: 'Practical, governed AI: assistants, forecasting and automation that save hours without risking your data.',
    image: aiImage,
    icon: 'ai',
  },
] as const satisfies readonly HomeService[];
