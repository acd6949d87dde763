export type NavItem = { label: string; href: string };

export type SocialLink = { network: 'linkedin' | 'facebook' | 'google' | 'instagram'; label: string; href: string };

export type Address = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
};

/** A step of the breadcrumb trail; the current page has no path. */
export type Crumb = { name: string; path?: string };
