import type { IconName } from '../../content/iconNames';
import type { IconDef } from './IconGraphic';
import { layoutIcons } from './LayoutIcon';

/** Icon outlines, 24 x 24, drawn with a 2 px stroke unless `filled`: the layout's, and those of the pages. */
export const icons: Record<IconName, IconDef> = {
  ...layoutIcons,
  arrowRight: { paths: ['M5 12h14', 'm12 5 7 7-7 7'] },
  chevronLeft: { paths: ['m15 18-6-6 6-6'] },
  chevronDown: { paths: ['m6 9 6 6 6-6'] },
  check: { paths: ['M20 6 9 17l-5-5'] },
  alertCircle: { paths: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 8v4', 'M12 16h.01'] },
  checkCircle: { paths: ['M22 11.1V12a10 10 0 1 1-5.9-9.1', 'M22 4 12 14l-3-3'] },
  send: { paths: ['m22 2-7 20-4-9-9-4z', 'M22 2 11 13'] },
  pause: { paths: ['M6 4h4v16H6z', 'M14 4h4v16h-4z'], filled: true },
  play: { paths: ['M6 4l14 8-14 8z'], filled: true },
  userSearch: {
    paths: [
      'M10 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
      'M2 21a8 8 0 0 1 11.3-7.3',
      'M18 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
      'm22 22-1.9-1.9',
    ],
  },
  briefcase: {
    paths: [
      'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z',
      'M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2',
      'M2 13h20',
    ],
  },
  smile: {
    paths: [
      'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
      'M8 14s1.5 2 4 2 4-2 4-2',
      'M9 9h.01',
      'M15 9h.01',
    ],
  },
  award: { paths: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.2 13.9 7 22l5-3 5 3-1.2-8.1'] },
  shield: { paths: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'm9 12 2 2 4-4'] },
  headset: {
    paths: [
      'M3 14v-2a9 9 0 0 1 18 0v2',
      'M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2z',
      'M3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z',
      'M18 17v1a3 3 0 0 1-3 3h-3',
    ],
  },
  trendingUp: { paths: ['m22 7-8.5 8.5-5-5L2 17', 'M16 7h6v6'] },
  quote: {
    filled: true,
    paths: ['M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 6-4 6z', 'M14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 6-4 6z'],
  },
  // Services and company highlights: one outline family, 2 px strokes on the 24 px grid.
  web: {
    paths: [
      'M3 5.5A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
      'M3 8.5h18',
      'm10 12-2.5 2.5L10 17',
      'm14 12 2.5 2.5L14 17',
    ],
  },
  mobile: {
    paths: [
      'M8 2.5h8A1.5 1.5 0 0 1 17.5 4v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z',
      'M10.5 18.5h3',
      'M10 5.5h4',
    ],
  },
  design: {
    paths: [
      'M5.5 4h13A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-13A1.5 1.5 0 0 1 5.5 4z',
      'M4 9h16',
      'M9 9v11',
      'M13 13h4',
      'M13 16.5h2',
    ],
  },
  cloud: {
    paths: [
      'M7 19a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4.75 4.75 0 0 1-.5 9.5z',
      'M12 16v-5',
      'm9.5 13.5 2.5-2.5 2.5 2.5',
    ],
  },
  marketing: {
    paths: [
      'M3.5 10v4a1 1 0 0 0 1 1H7l9 5V4L7 9H4.5a1 1 0 0 0-1 1z',
      'M7 15l1.5 5.5',
      'M19.5 9.5a3.5 3.5 0 0 1 0 5',
    ],
  },
  analysis: {
    paths: ['M3.5 3.5v17h17', 'M8 16.5v-4', 'M12.5 16.5v-8', 'M17 16.5V11', 'm7.5 8.5 5-4 4.5 3'],
  },
  software: { paths: ['m8 7-5 5 5 5', 'm16 7 5 5-5 5', 'm14 4-4 16'] },
  machineLearning: {
    paths: [
      'M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
      'M5 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
      'M19 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
      'M5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
      'M19 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
      'm6.5 6.5 3.7 3.7',
      'm17.5 6.5-3.7 3.7',
      'm6.5 17.5 3.7-3.7',
      'm17.5 17.5-3.7-3.7',
    ],
  },
  itManagement: {
    paths: [
      'M4.5 3.5h15a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z',
      'M4.5 13.5h15a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z',
      'M7 7h.01',
      'M7 17h.01',
      'M11 7h6',
      'M11 17h6',
    ],
  },
  ai: {
    paths: [
      'M7 5.5h10A1.5 1.5 0 0 1 18.5 7v10a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 17V7A1.5 1.5 0 0 1 7 5.5z',
      'M9.5 2.5v3',
      'M14.5 2.5v3',
      'M9.5 18.5v3',
      'M14.5 18.5v3',
      'M2.5 9.5h3',
      'M2.5 14.5h3',
      'M18.5 9.5h3',
      'M18.5 14.5h3',
      'm9.5 14.5 1.5-5h2l1.5 5',
      'M10 13h4',
    ],
  },
  certified: {
    paths: [
      'M12 15.5a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
      'm9.5 9.5 1.75 1.75L14.5 8',
      'm8.5 14.5-1.5 7 5-2.5 5 2.5-1.5-7',
    ],
  },
  team: {
    paths: [
      'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
      'M2.5 20.5v-1A4.5 4.5 0 0 1 7 15h4a4.5 4.5 0 0 1 4.5 4.5v1',
      'M15.5 4.2a3.5 3.5 0 0 1 0 6.6',
      'M18 15.2a4.5 4.5 0 0 1 3.5 4.3v1',
    ],
  },
  externalLink: {
    paths: [
      'M14 4h6v6',
      'M20 4l-9 9',
      'M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10',
    ],
  },
};
