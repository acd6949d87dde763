/**
 * An SVG as a `data:` URL, far shorter than base64: percent-encodes only what a URL in an
 * HTML attribute may not hold raw (`%`, `#`, `<`, `>`, spaces); double quotes become single.
 */
export const svgDataUri = (svg: string): string =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/\s+/g, '%20')}`;
