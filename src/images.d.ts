/** An image encoded at build time by the `?picture` import (scripts/images/responsiveImages.ts). */
type PictureAsset = {
  /** Intrinsic size, for the width/height attributes that reserve its space. */
  width: number;
  height: number;
  /** The fallback file (PNG, JPEG or an SVG kept as is), and its responsive widths. */
  src: string;
  srcset?: string;
  /** Modern formats, best first: AVIF, then WebP. */
  sources: { type: string; srcset: string }[];
};

declare module '*?picture' {
  const picture: PictureAsset;
  export default picture;
}
