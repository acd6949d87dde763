import { loadContent } from './load/contentFiles';

/** The wording of the chrome every page shares: header, menu, top bar, breadcrumb trail (content/en/chrome.yaml). */
export const chromeLabels = loadContent('chrome.yaml');

/** The theme control in the header and the menu: its name and its three choices (content/en/chrome.yaml). */
export const themeControl = chromeLabels.themeControl;

/** The language switcher: each language's own name, and its row's label in the menu (content/en/chrome.yaml). */
export const languageSwitch = chromeLabels.languageSwitch;
