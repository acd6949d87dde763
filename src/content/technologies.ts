import { loadContent } from './load/contentFiles';

/** The technologies we work with, shown as wordmarks; `alt` names each (content/en/technologies.yaml). */
export const technologies = loadContent('technologies.yaml').logos;

export type Technology = (typeof technologies)[number];

/** Every logo's box (SPEC: width 220, height 120): the width and height of its <img>. */
export const technologyLogoSize = { width: 220, height: 120 } as const;
