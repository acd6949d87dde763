import type { NavItem } from './types';

export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'About us', href: '/about' },
  { label: 'Contact us', href: '/contact' },
];

export const quickLinks: readonly NavItem[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Contact us', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];
