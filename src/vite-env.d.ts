/// <reference types="vite/client" />

/** The year the site was built, so prerendered and hydrated copyright lines agree. */
declare const __BUILD_YEAR__: number;
