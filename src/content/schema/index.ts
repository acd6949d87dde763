import type * as v from 'valibot';
import { caseStudiesPage } from './caseStudies.ts';
import { company } from './company.ts';
import { forms } from './forms.ts';
import { faq, services, stats, technologies, testimonials } from './lists.ts';
import {
  about,
  chrome,
  contact,
  footer,
  home,
  navigation,
  notFound,
  pages,
  shareCard,
  site,
  thankYou,
  ui,
} from './pages.ts';
import { privacyPolicy } from './privacy.ts';

// Every file under content/ and the schema it must follow. The CMS is configured from this
// list too, so a file that is not here is refused by the build.

/** Files directly in content/, the same for every language. */
export const sharedFiles = { 'company.yaml': company } as const;

/** Files in each language's folder, content/<language>/. */
export const localeFiles = {
  'site.yaml': site,
  'pages.yaml': pages,
  'share-card.yaml': shareCard,
  'chrome.yaml': chrome,
  'navigation.yaml': navigation,
  'footer.yaml': footer,
  'interface.yaml': ui,
  'home.yaml': home,
  'about.yaml': about,
  'contact.yaml': contact,
  'not-found.yaml': notFound,
  'thank-you.yaml': thankYou,
  'forms.yaml': forms,
  'privacy-policy.md': privacyPolicy,
  'services.yaml': services,
  'stats.yaml': stats,
  'testimonials.yaml': testimonials,
  'faq.yaml': faq,
  'technologies.yaml': technologies,
  'case-studies-page.yaml': caseStudiesPage,
} as const;

const schemas = { ...sharedFiles, ...localeFiles };
export type ContentFile = keyof typeof schemas;

/** The data a content file holds once the build has checked it. */
export type Content<File extends ContentFile> = v.InferOutput<(typeof schemas)[File]>;
