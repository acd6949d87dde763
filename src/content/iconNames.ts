// The icons content may name: the icon set draws exactly these (src/components/ui/icons.ts fails
// to compile otherwise), so content picks icons without importing the UI.
export const iconNames = [
  'phone', 'mail', 'mapPin', 'clock', 'menu', 'theme', 'language', 'close', 'arrowRight', 'chevronRight', 'chevronLeft', 'chevronDown', 'check',
  'alertCircle', 'checkCircle', 'send', 'pause', 'play', 'userSearch', 'briefcase', 'smile', 'award', 'shield', 'headset', 'trendingUp', 'quote',
  'linkedin', 'facebook', 'google', 'instagram', 'web', 'mobile', 'design', 'cloud', 'marketing', 'analysis', 'software', 'machineLearning',
  'itManagement', 'ai', 'certified', 'team', 'externalLink'
] as const;

export type IconName = (typeof iconNames)[number];
