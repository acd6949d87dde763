// Which responsive image candidate a phone would fetch: media queries, `sizes` and
// `srcset` evaluated for one viewport (simple width queries; anything else is false).

/** Lighthouse's default mobile device, which the size report and the benchmark share. */
export const mobileViewport = { width: 412, dpr: 1.75 };

const toPx = (value, unit) => (unit === 'em' || unit === 'rem' ? value * 16 : value);

/** Whether a media query list such as "(min-width: 900px)" matches the viewport. */
export function mediaMatches(query, viewport = mobileViewport) {
  if (!query?.trim()) return true;
  return query.split(',').some((one) =>
    one
      .replace(/^\s*only\s+/, '')
      .split(/\s+and\s+/)
      .every((condition) => {
        const text = condition.trim();
        if (text === 'all' || text === 'screen') return true;
        const width = text.match(/^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/);
        if (!width) return false;
        const px = toPx(Number(width[2]), width[3]);
        return width[1] === 'min' ? viewport.width >= px : viewport.width <= px;
      }),
  );
}

/** The slot width in CSS px that a `sizes` attribute gives at the viewport. */
export function slotWidth(sizes, viewport = mobileViewport) {
  for (const entry of (sizes ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const conditional = entry.match(/^(.*\))\s+(\S+)$/);
    const [media, length] = conditional ? [conditional[1], conditional[2]] : ['', entry];
    if (!mediaMatches(media, viewport)) continue;
    const value = length.match(/^([\d.]+)(px|vw)$/);
    if (!value) return viewport.width;
    return value[2] === 'px' ? Number(value[1]) : (Number(value[1]) * viewport.width) / 100;
  }
  return viewport.width;
}

/** The URL a browser picks from `srcset` (w or x descriptors) for the viewport. */
export function pickCandidate(srcset, sizes, viewport = mobileViewport) {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = '1x']) => {
      const value = Number.parseFloat(descriptor);
      const density = descriptor.endsWith('w') ? value / slotWidth(sizes, viewport) : value;
      return { url, density };
    })
    .sort((a, b) => a.density - b.density);
  return (candidates.find(({ density }) => density >= viewport.dpr) ?? candidates.at(-1))?.url;
}
