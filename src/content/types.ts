export type NavItem = { label: string; href: string };

export type SocialLink = { network: 'linkedin' | 'facebook' | 'google' | 'instagram'; label: string; href: string };

export type Address = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
};
