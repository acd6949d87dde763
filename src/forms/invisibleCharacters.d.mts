// Types for invisibleCharacters.mjs.
export declare const hasInvisibleCharacters: (text: string) => boolean;
export declare const stripInvisible: (text: string, options?: { keepLines?: boolean }) => string;
