import { site } from './site';

/** The wording of the chrome every page shares: header, menu, top bar, breadcrumb trail. */
export const chromeLabels = {
  skipLink: 'Skip to main content',
  homeLink: `${site.name}, home`,
  mainNav: 'Main',
  pinnedNav: 'Main, pinned',
  menuNav: 'Main, menu',
  menuTitle: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  topBar: 'Contact details',
  breadcrumb: 'Breadcrumb',
  breadcrumbHome: 'Home',
} as const;

/** The theme control in the header and the menu: its name and its three choices. */
export const themeControl = {
  label: 'Theme',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;
