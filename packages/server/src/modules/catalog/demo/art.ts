/**
 * Product pictures for the demo catalog, drawn as SVG: a soft studio backdrop, a floor shadow and
 * the object in its colour. Deterministic: the same input always gives the same bytes.
 */

export type ArtKind =
  | 'vase'
  | 'budvase'
  | 'bowl'
  | 'mug'
  | 'lamp'
  | 'pendant'
  | 'floorlamp'
  | 'textile'
  | 'cushion'
  | 'print'
  | 'candle'
  | 'board'
  | 'plate';

export interface ArtInput {
  kind: ArtKind;
  /** The object's colour (hex). */
  color: string;
  /** Backdrop colours, top and bottom. */
  backdrop: [string, string];
  /** Varies patterns between products of one kind. */
  seed: string;
}

/** A small deterministic generator (mulberry32 over a string hash). */
function random(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

const body = (d: string) => `<path d="${d}" fill="url(#body)"/>`;

function shape(kind: ArtKind, rnd: () => number, color: string): string {
  const dots = (x0: number, y0: number, w: number, h: number, n: number) =>
    Array.from({ length: n }, () => {
      const [x, y, r] = [x0 + rnd() * w, y0 + rnd() * h, 2 + rnd() * 4];
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${shade(color, -0.35)}" opacity="0.35"/>`;
    }).join('');
  switch (kind) {
    case 'vase':
      return `${body('M340 190 Q330 240 360 270 Q250 360 260 520 Q270 640 400 650 Q530 640 540 520 Q550 360 440 270 Q470 240 460 190 Z')}
<ellipse cx="400" cy="190" rx="60" ry="12" fill="${shade(color, -0.45)}"/>${dots(290, 330, 220, 280, 40)}`;
    case 'budvase':
      return `${body('M380 260 L380 420 Q300 470 310 560 Q320 650 400 650 Q480 650 490 560 Q500 470 420 420 L420 260 Z')}
<ellipse cx="400" cy="260" rx="20" ry="6" fill="${shade(color, -0.45)}"/>
<path d="M400 260 Q390 170 430 120" stroke="#5b7553" stroke-width="5" fill="none"/><ellipse cx="438" cy="118" rx="22" ry="10" fill="#7a9a6a" transform="rotate(-30 438 118)"/>`;
    case 'bowl':
      return `${body('M220 430 Q230 640 400 645 Q570 640 580 430 Z')}
<ellipse cx="400" cy="430" rx="180" ry="38" fill="${shade(color, -0.3)}"/><ellipse cx="400" cy="436" rx="160" ry="28" fill="${shade(color, -0.45)}"/>${dots(250, 470, 300, 140, 30)}`;
    case 'plate':
      return `<ellipse cx="400" cy="520" rx="250" ry="90" fill="${shade(color, -0.15)}"/><ellipse cx="400" cy="512" rx="250" ry="90" fill="url(#body)"/>
<ellipse cx="400" cy="512" rx="170" ry="58" fill="${shade(color, 0.12)}"/>${dots(250, 460, 300, 100, 45)}`;
    case 'mug':
      return `${body('M290 330 L300 620 Q305 650 340 650 L460 650 Q495 650 500 620 L510 330 Z')}
<path d="M505 400 Q600 400 595 490 Q590 570 498 560" stroke="${shade(color, -0.2)}" stroke-width="26" fill="none"/>
<ellipse cx="400" cy="330" rx="110" ry="20" fill="${shade(color, -0.5)}"/>${dots(310, 380, 180, 240, 25)}`;
    case 'lamp':
      return `<rect x="392" y="360" width="16" height="250" fill="${shade(color, -0.3)}"/><ellipse cx="400" cy="630" rx="110" ry="24" fill="url(#body)"/>
${body('M300 360 L340 200 L460 200 L500 360 Z')}<ellipse cx="400" cy="362" rx="100" ry="14" fill="#fff6d5" opacity="0.9"/>`;
    case 'pendant':
      return `<rect x="397" y="0" width="6" height="260" fill="#333"/>${body('M400 250 Q250 260 230 470 L570 470 Q550 260 400 250 Z')}
<ellipse cx="400" cy="470" rx="170" ry="22" fill="${shade(color, -0.4)}"/><ellipse cx="400" cy="478" rx="60" ry="16" fill="#fff3c4"/>
<ellipse cx="400" cy="560" rx="220" ry="60" fill="#fff3c4" opacity="0.25"/>`;
    case 'floorlamp':
      return `<path d="M400 640 L400 300 Q400 200 500 190" stroke="${shade(color, -0.35)}" stroke-width="14" fill="none"/>
<ellipse cx="400" cy="645" rx="90" ry="18" fill="url(#body)"/>${body('M450 170 Q520 120 590 170 L620 260 L420 260 Z')}
<ellipse cx="520" cy="262" rx="100" ry="12" fill="#fff6d5"/>`;
    case 'textile': {
      const stripes = Array.from({ length: 7 }, (_, i) => {
        const y = 270 + i * 50 + rnd() * 10;
        return `<rect x="200" y="${y.toFixed(0)}" width="400" height="${(6 + rnd() * 10).toFixed(0)}" fill="${shade(color, -0.3)}" opacity="0.5"/>`;
      }).join('');
      return `${body('M200 250 L600 250 L600 600 Q400 640 200 600 Z')}${stripes}
<path d="M200 600 Q400 640 600 600 L600 620 Q400 660 200 620 Z" fill="${shade(color, -0.25)}"/>`;
    }
    case 'cushion':
      return `${body('M230 300 Q400 270 570 300 Q600 460 570 620 Q400 650 230 620 Q200 460 230 300 Z')}
<circle cx="400" cy="460" r="12" fill="${shade(color, -0.4)}"/>${dots(260, 320, 280, 280, 60)}`;
    case 'print': {
      const a = shade(color, 0.35);
      const b = shade(color, -0.35);
      const cx = 320 + rnd() * 160;
      return `<rect x="225" y="145" width="350" height="470" fill="#f8f5ef" stroke="#2b2b2b" stroke-width="14"/>
<rect x="265" y="185" width="270" height="390" fill="${a}"/><circle cx="${cx.toFixed(0)}" cy="${(300 + rnd() * 80).toFixed(0)}" r="${(60 + rnd() * 40).toFixed(0)}" fill="${color}"/>
<path d="M265 ${(470 + rnd() * 40).toFixed(0)} Q400 ${(380 + rnd() * 60).toFixed(0)} 535 ${(480 + rnd() * 40).toFixed(0)} L535 575 L265 575 Z" fill="${b}"/>`;
    }
    case 'candle':
      return `${body('M310 360 L310 620 Q310 650 400 650 Q490 650 490 620 L490 360 Z')}
<ellipse cx="400" cy="360" rx="90" ry="18" fill="${shade(color, 0.3)}"/><rect x="397" y="318" width="6" height="40" fill="#333"/>
<path d="M400 250 Q425 290 400 322 Q375 290 400 250 Z" fill="#ffb347"/><rect x="330" y="450" width="140" height="90" fill="#fbf8f2" opacity="0.85"/>`;
    case 'board':
      return `<g transform="translate(-25 160)">${body('M200 420 Q200 380 240 380 L520 380 Q540 380 560 400 L620 400 Q650 400 650 430 Q650 460 620 460 L560 460 Q540 480 520 480 L240 480 Q200 480 200 440 Z')}
<path d="M230 400 Q400 420 520 395 M230 440 Q400 460 520 450" stroke="${shade(color, -0.3)}" stroke-width="3" fill="none" opacity="0.6"/></g>`;
  }
}

/** Side of the drawing's square canvas, in SVG user units (and pixels at 72 dpi). */
export const ART_SIZE = 800;

/** One picture, ART_SIZE x ART_SIZE. */
export function productArt(input: ArtInput): string {
  const rnd = random(`${input.seed}:${input.kind}`);
  const [top, bottom] = input.backdrop;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(input.color, 0.18)}"/><stop offset="0.55" stop-color="${input.color}"/><stop offset="1" stop-color="${shade(input.color, -0.3)}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<rect y="560" width="800" height="240" fill="${shade(bottom, -0.05)}"/>
<ellipse cx="400" cy="660" rx="260" ry="34" fill="url(#shadow)"/>
${shape(input.kind, rnd, input.color)}
</svg>
`;
}
