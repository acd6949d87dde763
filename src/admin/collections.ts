import type { Collection } from '@sveltia/cms';

/** The content files the CMS edits, one collection per file or folder of content/. */
export const contentCollections: Collection[] = [];
