import type { IconName } from './iconNames';

export type Statistic = { value: number; suffix: string; label: string; icon: IconName };

export const stats = [
  { value: 1000, suffix: '+', label: 'Finished Project', icon: 'briefcase' },
  { value: 500, suffix: '+', label: 'Happy Clients', icon: 'smile' },
  { value: 1000, suffix: '+', label: 'Skilled Experts', icon: 'team' },
  { value: 50, suffix: '+', label: 'Honorable Awards', icon: 'award' },
] as const satisfies readonly Statistic[];
