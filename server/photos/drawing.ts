/**
 * The pictures of generated adverts, as SVG: a simple drawing of the vehicle's body style or the
 * property's kind, in its colour, on a background that differs per advert and per photo. Shapes
 * only (no text: the rasteriser may have no fonts), on a 400 × 300 canvas scaled to each size.
 */
import { mix } from './photos';

export type Subject =
  | {
      readonly kind: 'vehicle';
      readonly category: number;
      readonly body: number;
      readonly colour: string;
    }
  | {
      readonly kind: 'realty';
      readonly category: number;
      readonly type: number;
      readonly floors: number;
      readonly floor: number;
      readonly colour: string;
    };

/** Paint of the catalog colours (`/auto/colors`); unknown ids are grey. */
export const VEHICLE_COLOURS: Readonly<Record<number, string>> = {
  1: '#d8c8a0',
  2: '#1d1d1f',
  3: '#2854b8',
  4: '#a0703c',
  5: '#6b4226',
  6: '#d4af37',
  7: '#2e7d32',
  8: '#808890',
  9: '#f07c1e',
  10: '#f3ead3',
  11: '#f2a0c0',
  12: '#6a3d9a',
  13: '#c62828',
  14: '#c0c6cc',
  15: '#f5f5f5',
  16: '#f4d03f',
  17: '#7ec8f0',
  18: '#7b1e2e',
  19: '#c2a878',
  20: '#8b1a2b',
  21: '#4a4e54',
};

const FACADES = [
  '#e8d9c0',
  '#c96f4a',
  '#d9d4cc',
  '#9fb7c9',
  '#e6c79c',
  '#b8c4a8',
  '#f0e6d8',
  '#a89f91',
];

/** A façade colour for a property, from its id. */
export const realtyColour = (id: number): string => FACADES[mix(id) % FACADES.length] ?? '#d9d4cc';

interface Cabin {
  a: number;
  b: number;
  c: number;
  d: number;
  roof: number;
}
interface Shape {
  from: number;
  to: number;
  top: number;
  wheels: [number, number];
  r: number;
  cabin?: Cabin;
  bed?: boolean;
  open?: boolean;
}

/** Side views by body style id (`/auto/categories/1/bodystyles`). */
const BODIES: Readonly<Record<number, Shape>> = {
  3: {
    from: 40,
    to: 365,
    top: 165,
    wheels: [105, 295],
    r: 27,
    cabin: { a: 105, b: 150, c: 250, d: 300, roof: 112 },
  },
  4: {
    from: 60,
    to: 340,
    top: 165,
    wheels: [115, 290],
    r: 27,
    cabin: { a: 110, b: 150, c: 315, d: 338, roof: 110 },
  },
  2: {
    from: 40,
    to: 368,
    top: 165,
    wheels: [105, 300],
    r: 27,
    cabin: { a: 105, b: 150, c: 350, d: 366, roof: 110 },
  },
  5: {
    from: 45,
    to: 365,
    top: 150,
    wheels: [110, 295],
    r: 33,
    cabin: { a: 100, b: 140, c: 345, d: 362, roof: 92 },
  },
  8: {
    from: 40,
    to: 368,
    top: 150,
    wheels: [100, 305],
    r: 27,
    cabin: { a: 62, b: 125, c: 355, d: 366, roof: 85 },
  },
  449: {
    from: 80,
    to: 330,
    top: 150,
    wheels: [125, 285],
    r: 25,
    cabin: { a: 84, b: 112, c: 320, d: 328, roof: 82 },
  },
  6: {
    from: 45,
    to: 360,
    top: 168,
    wheels: [110, 295],
    r: 27,
    cabin: { a: 125, b: 175, c: 245, d: 320, roof: 122 },
  },
  7: {
    from: 45,
    to: 360,
    top: 168,
    wheels: [110, 295],
    r: 27,
    cabin: { a: 135, b: 165, c: 170, d: 140, roof: 132 },
    open: true,
  },
  9: {
    from: 35,
    to: 372,
    top: 158,
    wheels: [100, 305],
    r: 31,
    cabin: { a: 100, b: 135, c: 205, d: 212, roof: 100 },
    bed: true,
  },
  307: {
    from: 40,
    to: 365,
    top: 165,
    wheels: [105, 295],
    r: 27,
    cabin: { a: 105, b: 150, c: 235, d: 350, roof: 112 },
  },
  448: {
    from: 40,
    to: 362,
    top: 166,
    wheels: [105, 295],
    r: 27,
    cabin: { a: 110, b: 160, c: 225, d: 355, roof: 116 },
  },
  252: {
    from: 15,
    to: 390,
    top: 165,
    wheels: [75, 335],
    r: 27,
    cabin: { a: 85, b: 125, c: 300, d: 335, roof: 112 },
  },
  315: {
    from: 55,
    to: 355,
    top: 172,
    wheels: [115, 290],
    r: 26,
    cabin: { a: 150, b: 178, c: 183, d: 155, roof: 140 },
    open: true,
  },
};

const GROUND = 240;

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 255;
    return Math.max(
      0,
      Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)),
    );
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function wheel(x: number, r: number): string {
  return `<circle cx="${x}" cy="${GROUND - r}" r="${r}" fill="#1b1b1b"/><circle cx="${x}" cy="${GROUND - r}" r="${r * 0.5}" fill="#b9bec4"/>`;
}

function car(shape: Shape, colour: string): string {
  const bottom = GROUND - shape.r * 0.7;
  const dark = shade(colour, -0.25);
  const glass = '#9cc3d9';
  let svg = `<rect x="${shape.from}" y="${shape.top}" width="${shape.to - shape.from}" height="${bottom - shape.top}" rx="16" fill="${colour}" stroke="${dark}" stroke-width="3"/>`;
  const c = shape.cabin;
  if (c) {
    if (shape.open) {
      svg += `<polygon points="${c.a},${shape.top} ${c.b},${c.roof} ${c.c},${c.roof} ${c.d},${shape.top}" fill="${glass}" stroke="${dark}" stroke-width="3"/>`;
    } else {
      svg += `<polygon points="${c.a},${shape.top + 2} ${c.b},${c.roof} ${c.c},${c.roof} ${c.d},${shape.top + 2}" fill="${colour}" stroke="${dark}" stroke-width="3"/>`;
      const inset = 8;
      const mid = (c.b + c.c) / 2;
      svg += `<polygon points="${c.a + inset * 1.6},${shape.top} ${c.b + inset * 0.6},${c.roof + inset} ${mid - 3},${c.roof + inset} ${mid - 3},${shape.top}" fill="${glass}"/>`;
      svg += `<polygon points="${mid + 3},${shape.top} ${mid + 3},${c.roof + inset} ${c.c - inset * 0.6},${c.roof + inset} ${c.d - inset * 1.6},${shape.top}" fill="${glass}"/>`;
    }
  }
  if (shape.bed) {
    svg += `<rect x="${(c?.d ?? 200) + 8}" y="${shape.top - 14}" width="${shape.to - (c?.d ?? 200) - 12}" height="14" fill="${dark}"/>`;
  }
  svg += `<line x1="${shape.from + 10}" y1="${(shape.top + bottom) / 2}" x2="${shape.to - 10}" y2="${(shape.top + bottom) / 2}" stroke="${dark}" stroke-width="2"/>`;
  svg += `<rect x="${shape.to - 14}" y="${shape.top + 8}" width="10" height="10" rx="3" fill="#fff6c2"/>`;
  svg += `<rect x="${shape.from + 4}" y="${shape.top + 8}" width="9" height="9" rx="3" fill="#d83a3a"/>`;
  return svg + wheel(shape.wheels[0], shape.r) + wheel(shape.wheels[1], shape.r);
}

function motorcycle(colour: string): string {
  const dark = shade(colour, -0.3);
  return [
    wheel(110, 38),
    wheel(295, 38),
    `<polyline points="110,202 175,160 255,160 295,202" fill="none" stroke="#444" stroke-width="7"/>`,
    `<line x1="270" y1="120" x2="295" y2="202" stroke="#444" stroke-width="6"/>`,
    `<line x1="255" y1="118" x2="285" y2="118" stroke="#222" stroke-width="6"/>`,
    `<path d="M170 160 Q175 128 215 128 L255 135 L250 165 Z" fill="${colour}" stroke="${dark}" stroke-width="3"/>`,
    `<rect x="120" y="145" width="60" height="14" rx="6" fill="#222"/>`,
    `<rect x="185" y="170" width="50" height="30" rx="6" fill="#888"/>`,
  ].join('');
}

function vehicle(subject: Extract<Subject, { kind: 'vehicle' }>): string {
  if (subject.category === 2) return motorcycle(subject.colour);
  return car(BODIES[subject.body] ?? BODIES[3]!, subject.colour);
}

function windows(
  x: number,
  y: number,
  columns: number,
  rows: number,
  w: number,
  h: number,
  lit: number,
): string {
  let svg = '';
  const cellW = w / columns;
  const cellH = h / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const isLit = rows - 1 - row === lit;
      svg += `<rect x="${x + col * cellW + cellW * 0.2}" y="${y + row * cellH + cellH * 0.2}" width="${cellW * 0.6}" height="${cellH * 0.6}" fill="${isLit ? '#ffd54f' : '#8fb3c8'}"/>`;
    }
  }
  return svg;
}

function realty(subject: Extract<Subject, { kind: 'realty' }>): string {
  const { colour } = subject;
  const dark = shade(colour, -0.3);
  switch (subject.category) {
    case 1: {
      // An apartment block, its storeys shown (up to 12), the advert's floor lit.
      const rows = Math.max(2, Math.min(12, subject.floors || 5));
      const height = 40 + rows * 14;
      const top = GROUND - height;
      const lit =
        subject.floors > 0
          ? Math.round(((subject.floor - 1) * (rows - 1)) / Math.max(1, subject.floors - 1))
          : -1;
      return (
        `<rect x="95" y="${top}" width="210" height="${height}" fill="${colour}" stroke="${dark}" stroke-width="3"/>` +
        windows(100, top + 8, 6, rows, 200, height - 30, subject.type === 3 ? -1 : lit) +
        `<rect x="185" y="${GROUND - 22}" width="30" height="22" fill="${dark}"/>`
      );
    }
    case 4: {
      // A house with a pitched roof; a part of a house (6) is a semi-detached pair, a dacha (7) small.
      const width = subject.type === 7 ? 130 : 190;
      const x = 200 - width / 2;
      const wall = 95;
      const pair =
        subject.type === 6
          ? `<line x1="200" y1="${GROUND - wall}" x2="200" y2="${GROUND}" stroke="${dark}" stroke-width="4"/>`
          : '';
      return (
        `<rect x="${x}" y="${GROUND - wall}" width="${width}" height="${wall}" fill="${colour}" stroke="${dark}" stroke-width="3"/>` +
        `<polygon points="${x - 18},${GROUND - wall} 200,${GROUND - wall - 75} ${x + width + 18},${GROUND - wall}" fill="#8d3b2f" stroke="#5e241c" stroke-width="3"/>` +
        `<rect x="${x + 20}" y="${GROUND - wall + 20}" width="34" height="30" fill="#8fb3c8" stroke="#fff" stroke-width="3"/>` +
        `<rect x="${x + width - 54}" y="${GROUND - wall + 20}" width="34" height="30" fill="#8fb3c8" stroke="#fff" stroke-width="3"/>` +
        `<rect x="${200 - 16}" y="${GROUND - 52}" width="32" height="52" fill="#5d4037"/>` +
        pair
      );
    }
    case 10:
      // Commercial premises: a low building with a shop window and an awning.
      return (
        `<rect x="60" y="${GROUND - 110}" width="280" height="110" fill="${colour}" stroke="${dark}" stroke-width="3"/>` +
        `<rect x="80" y="${GROUND - 70}" width="170" height="60" fill="#8fb3c8" stroke="${dark}" stroke-width="3"/>` +
        `<polygon points="70,${GROUND - 90} 330,${GROUND - 90} 315,${GROUND - 72} 85,${GROUND - 72}" fill="#c62828"/>` +
        `<rect x="270" y="${GROUND - 65}" width="45" height="65" fill="${dark}"/>`
      );
    case 13: {
      // An office tower of glass.
      const rows = subject.type === 12 ? 12 : 9;
      return (
        `<rect x="135" y="${GROUND - 200}" width="130" height="200" fill="${shade(colour, -0.1)}" stroke="${dark}" stroke-width="3"/>` +
        windows(140, GROUND - 195, 4, rows, 120, 180, -1)
      );
    }
    case 24:
      // A plot: a field with a fence and a tree.
      return (
        `<rect x="20" y="${GROUND - 60}" width="360" height="60" fill="${shade('#7cb342', (mix(subject.type) % 20) / 100)}"/>` +
        Array.from(
          { length: 12 },
          (_, i) =>
            `<rect x="${30 + i * 30}" y="${GROUND - 80}" width="6" height="30" fill="#8d6e63"/>`,
        ).join('') +
        `<line x1="30" y1="${GROUND - 70}" x2="366" y2="${GROUND - 70}" stroke="#8d6e63" stroke-width="4"/>` +
        `<rect x="300" y="${GROUND - 140}" width="12" height="80" fill="#6d4c41"/><circle cx="306" cy="${GROUND - 150}" r="38" fill="#388e3c"/>`
      );
    default:
      // A garage box with its door.
      return (
        `<rect x="110" y="${GROUND - 110}" width="180" height="110" fill="${colour}" stroke="${dark}" stroke-width="3"/>` +
        `<polygon points="100,${GROUND - 110} 300,${GROUND - 110} 290,${GROUND - 128} 110,${GROUND - 128}" fill="${dark}"/>` +
        `<rect x="135" y="${GROUND - 85}" width="130" height="85" fill="#9e9e9e"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<line x1="135" y1="${GROUND - 85 + i * 14}" x2="265" y2="${GROUND - 85 + i * 14}" stroke="#757575" stroke-width="2"/>`,
        ).join('')
      );
  }
}

const SKIES = [
  ['#8ec5fc', '#e0f0ff'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#2c3e50', '#4ca1af'],
  ['#d4fc79', '#96e6a1'],
  ['#fbc2eb', '#a6c1ee'],
] as const;

/**
 * The SVG of photo `index` of an advert (`seed` its id): the same subject from alternating sides,
 * at a zoom and under a sky that change per photo; dots at the bottom count the photo's place.
 */
export function photoSvg(
  subject: Subject,
  seed: number,
  index: number,
  width: number,
  height: number,
): string {
  const h = mix(seed * 31 + index);
  const sky = SKIES[(mix(seed) + index) % SKIES.length] ?? SKIES[0];
  const ground = subject.kind === 'vehicle' ? '#7d7f83' : '#9ccc65';
  const zoom = [1, 0.92, 1.08, 0.85, 1.15][index % 5] ?? 1;
  const flip = index % 2 === 1;
  const dx = ((h % 41) - 20) * 0.6;
  const drawing = subject.kind === 'vehicle' ? vehicle(subject) : realty(subject);
  const transform = `translate(${200 + dx} ${GROUND}) scale(${flip ? -zoom : zoom} ${zoom}) translate(-200 -${GROUND})`;
  const dots = Array.from(
    { length: index + 1 },
    (_, i) => `<circle cx="${20 + i * 12}" cy="284" r="4" fill="#ffffff" fill-opacity="0.85"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#s)"/>` +
    `<rect y="${GROUND}" width="400" height="${300 - GROUND}" fill="${ground}"/>` +
    `<g transform="${transform}">${drawing}</g>` +
    dots +
    `</svg>`
  );
}
