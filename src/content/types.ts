import type { Content } from './schema';

export type NavItem = { label: string; href: string };

export type Address = Content<'company.yaml'>['address'];
export type OpeningHours = Content<'company.yaml'>['hours'];

/** A step of the breadcrumb trail; the current page has no path. */
export type Crumb = { name: string; path?: string };
