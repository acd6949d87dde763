import { createContext, useContext } from 'react';

/**
 * The path of the page on screen. While a new page renders in the background the address
 * has already changed, so a page reads its own path here rather than from the location.
 */
export const ShownPath = createContext('/');

export const useShownPath = (): string => useContext(ShownPath);
