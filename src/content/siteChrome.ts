import { loadContent } from './load/contentFiles';

/** The wording of the chrome every page shares: header, menu, top bar, breadcrumb trail (content/en/chrome.yaml). */
export const chromeLabels = loadContent('chrome.yaml');
