import type { IconName } from './iconNames';

export type CatalogService = {
  /** 1 to 10, shown zero-padded on the card. */
  id: number;
  title: string;
  /** Two sentences: what we do, then what the client gets. */
  description: string;
  icon: IconName;
};

export const servicesIntro = {
  eyebrow: 'What we do',
  title: 'IT Services That Move Your Business Forward',
  lead: 'Ten practices under one roof: start with the service you need today and add the rest as you grow, with one accountable team.',
  quoteLabel: 'Get a quote',
  /** Read after the link label by assistive technology, which hears ten links otherwise alike. */
  quoteContext: (title: string) => `for ${title}`,
} as const;

/** The services page grid, in display order. */
export const serviceCatalog: readonly CatalogService[] = [
  {
    id: 1,
    title: 'Web Development',
    icon: 'web',
    description:
      'We build fast, accessible websites and web applications, from marketing sites to customer portals. Every project ships with automated tests, analytics you own and a clean handover.',
  },
  {
    id: 2,
    title: 'Mobile App Development',
    icon: 'mobile',
    description:
      'We create iOS and Android apps from one codebase, designed around the way your customers really use their phones. Store submission, crash reporting and the updates that follow are all included.',
  },
  {
    id: 3,
    title: 'UI/UX Design',
    icon: 'design',
    description:
      'Research, wireframes and polished interfaces make complex tasks feel simple for your users. We test every design with real people before a line of production code is written.',
  },
  {
    id: 4,
    title: 'Cloud Services',
    icon: 'cloud',
    description:
      'We move your workloads to Azure, AWS or Google Cloud with a plan that protects uptime and keeps costs predictable. Your infrastructure is automated and monitored, so it scales when you do.',
  },
  {
    id: 5,
    title: 'Digital Marketing',
    icon: 'marketing',
    description:
      'Search, content and paid campaigns bring you qualified B2B leads, not just traffic. Monthly reports tie every dollar you spend to the inquiries it produced.',
  },
  {
    id: 6,
    title: 'Data Analysis',
    icon: 'analysis',
    description:
      'We connect your scattered data sources into dashboards your managers will actually open. Clear metrics and forecasts turn gut decisions into informed ones.',
  },
  {
    id: 7,
    title: 'Software Development',
    icon: 'software',
    description:
      'Custom software fits your processes instead of forcing new ones, from internal tools to complete platforms. We work in short, visible iterations, so you see progress every two weeks.',
  },
  {
    id: 8,
    title: 'Machine Learning',
    icon: 'machineLearning',
    description:
      'We train predictive models for demand, churn, pricing and quality on your own data. Once deployed into your systems, they are monitored so their accuracy holds over time.',
  },
  {
    id: 9,
    title: 'IT Management',
    icon: 'itManagement',
    description:
      'Monitoring, patching, backups and a help desk that answers are covered by one fixed monthly fee. Your team gets reliable systems and one number to call when something breaks.',
  },
  {
    id: 10,
    title: 'Artificial Intelligence',
    icon: 'ai',
    description:
      'Practical AI assistants, document processing and automation save your staff hours every week. We build with privacy and human review in mind, so results stay safe and explainable.',
  },
];
