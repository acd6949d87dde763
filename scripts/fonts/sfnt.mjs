// Reads the few OpenType tables needed to match a fallback font's metrics to a web
// font: units per em (head), ascender/descender/line gap (hhea), advance widths
// (hmtx) and the character map (cmap format 4).

function tables(font) {
  const count = font.readUInt16BE(4);
  const found = new Map();
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    found.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return found;
}

function glyphIndexer(font, cmap) {
  const count = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < count; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const table = cmap + font.readUInt32BE(record + 4);
    const unicodeBmp = (platform === 3 && encoding === 1) || platform === 0;
    if (!unicodeBmp || font.readUInt16BE(table) !== 4) continue;
    const segments = font.readUInt16BE(table + 6) / 2;
    const ends = table + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s += 1) {
        if (font.readUInt16BE(ends + s * 2) < code) continue;
        const start = font.readUInt16BE(starts + s * 2);
        if (start > code) return 0;
        const delta = font.readInt16BE(deltas + s * 2);
        const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('The font has no Unicode BMP character map (cmap format 4).');
}

/** Vertical metrics and an advance-width lookup (in ems) of a TTF/OTF font buffer. */
export function readMetrics(font) {
  const at = tables(font);
  const unitsPerEm = font.readUInt16BE(at.get('head') + 18);
  const hhea = at.get('hhea');
  const metricsCount = font.readUInt16BE(hhea + 34);
  const glyphOf = glyphIndexer(font, at.get('cmap'));
  const hmtx = at.get('hmtx');
  return {
    ascent: font.readInt16BE(hhea + 4) / unitsPerEm,
    descent: -font.readInt16BE(hhea + 6) / unitsPerEm,
    lineGap: font.readInt16BE(hhea + 8) / unitsPerEm,
    /** Advance width of a character in ems. */
    advance(char) {
      const glyph = Math.min(glyphOf(char.codePointAt(0)), metricsCount - 1);
      return font.readUInt16BE(hmtx + glyph * 4) / unitsPerEm;
    },
  };
}
