import { loadContent } from './load/contentFiles';

/** The home page's questions; each answer is one or more paragraphs: content/en/faq.yaml. */
export const faq = loadContent('faq.yaml').questions;

export type FaqItem = (typeof faq)[number];
