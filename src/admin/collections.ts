import type { Collection } from '@sveltia/cms';

/** The content files the CMS edits, one collection per file or folder of content/. */
export const contentCollections: Collection[] = [
  {
    name: 'pages',
    label: 'Pages',
    files: [
      {
        name: 'home',
        label: 'Home page',
        file: 'content/en/home.yaml',
        fields: [{ name: 'hero', label: 'Hero', widget: 'object', fields: [{ name: 'title', label: 'Title', widget: 'string' }] }],
      },
    ],
  },
];
