/** The narrowest and widest a picture is drawn at, in CSS pixels, over every layout (its `sizes`). */
export interface DrawnWidths {
  min: number;
  max: number;
}

/**
 * The optimiser's widths (next.config.ts) that a picture drawn `drawn` wide can use: from the first one at
 * least its narrowest up to the first one at least twice its widest (a screen of 2 device pixels per CSS
 * pixel; denser ones get that one). The others would only lengthen the page: every width is an entry of the
 * srcset, written in the HTML and again in the page's RSC payload, grids of cards many times over.
 */
export function srcSetFor(srcSet: string, drawn: DrawnWidths): { srcSet: string; largest: string } {
  const entries = srcSet.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10), entry };
  });
  const last = entries[entries.length - 1];
  const from = entries.find((e) => e.width >= drawn.min)?.width ?? last?.width ?? 0;
  const to = entries.find((e) => e.width >= 2 * drawn.max)?.width ?? last?.width ?? 0;
  const kept = entries.filter((e) => e.width >= from && e.width <= to);
  return { srcSet: kept.map((e) => e.entry).join(', '), largest: kept[kept.length - 1]?.url ?? '' };
}
