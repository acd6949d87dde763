/**
 * WCAG 2.x relative luminance of a computed `rgb(…)` or `rgba(…)` colour, 0 (black) to 1
 * (white); its alpha is not read. 0.04045 is the sRGB threshold WCAG 2.2 gives.
 */
export function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
