// Writes public/favicon.png, the app's icon: a magnifier on the brand's blue. A PNG, not the
// SVG it is drawn from: Chromium decodes a page's icon in the page's renderer, and an SVG icon
// is a document of its own there (an isolated SVG document laid out on the main thread: one
// 76-110 ms task of every load at 4x CPU, issue 21); a 48 px PNG decodes off it.
//   node scripts/favicon.mjs
import sharp from 'sharp';

const SIZE = 48;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><circle cx="14" cy="14" r="7" fill="none" stroke="#fff" stroke-width="3"/><path d="M19 19l6 6" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;

const out = new URL('../public/favicon.png', import.meta.url);
await sharp(Buffer.from(svg), { density: (72 * SIZE) / 32 })
  .resize(SIZE, SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toFile(out.pathname);
console.log(`Wrote ${out.pathname}`);
