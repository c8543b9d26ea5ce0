// Prints which packages make up a built chunk, by source size in its source map.
import { readFileSync, readdirSync } from 'node:fs';
const dir = 'dist/assets';
for (const file of readdirSync(dir).filter((f) => f.endsWith('.js.map'))) {
  const map = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const sizes = {};
  map.sources.forEach((source, i) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    const key = match ? match[1] : 'app';
    sizes[key] = (sizes[key] ?? 0) + (map.sourcesContent[i] ?? '').length;
  });
  console.log(
    file,
    Object.entries(sizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${(v / 1024).toFixed(0)}K`)
      .join(', '),
  );
}
