import { loadContent } from './load/contentFiles';

/** The privacy policy (content/en/privacy-policy.md): its settings, and its parts from the Markdown. */
export const privacyPolicy = loadContent('privacy-policy.md');

export type PolicySection = (typeof privacyPolicy.sections)[number];
export type PolicyBlock = PolicySection['blocks'][number];
/** Running text: plain, or a sequence of plain parts and links. */
export type RichText = Extract<PolicyBlock, { paragraph: unknown }>['paragraph'];
/** A link inside running text. */
export type InlineLink = Exclude<Extract<RichText, readonly unknown[]>[number], string>;
