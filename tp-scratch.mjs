import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync } from 'node:fs';
const url = process.argv[2]; const dist = process.argv[3] ?? '/work/main/dist'; const runs = Number(process.argv[4] ?? 1);
const maps = new Map();
const name = (cf) => {
  const file = (cf.url ?? '').replace(/.*\//, '');
  if (!file.endsWith('.js')) return cf.functionName || '(anon)';
  if (!maps.has(file)) { try { maps.set(file, new TraceMap(readFileSync(`${dist}/assets/${file}.map`, 'utf8'))); } catch { maps.set(file, null); } }
  const m = maps.get(file); if (!m) return `${cf.functionName} ${file}`;
  const p = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${p.name ?? cf.functionName ?? '?'} ${(p.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//,'src/')}:${p.line}`;
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let r = 0; r < runs; r++) {
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 412), height: Number(process.env.H ?? 823) } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','loading','blink.user_timing','v8','disabled-by-default-v8.cpu_profiler'] });
await page.goto(url); await page.waitForTimeout(6000);
const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await context.close();
const paint = ev.find((e) => e.name === 'firstContentfulPaint');
const mains = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === paint.pid);
const cnt = (m) => ev.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
const main = mains.sort((a, b) => cnt(b) - cnt(a))[0];
const nav = ev.filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts <= paint.ts).at(-1);
// profile
const profs = ev.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'));
const mainProf = profs.find((e) => e.name === 'Profile' && e.tid === main.tid) ?? profs.filter((e)=>e.name==='Profile').sort((a,b)=>profs.filter(c=>c.id===b.id).length-profs.filter(c=>c.id===a.id).length)[0];
const prof = profs.filter((e) => e.id === mainProf?.id);
const nodes = new Map(); const parent = new Map(); const samples = [];
let t = null;
for (const e of prof) {
  if (e.name === 'Profile') { t = e.args.data.startTime; continue; }
  const d = e.args.data; const cp = d.cpuProfile ?? {};
  for (const n of cp.nodes ?? []) { nodes.set(n.id, n); if (n.parent) parent.set(n.id, n.parent); }
  const ids = cp.samples ?? []; const deltas = d.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) { t += deltas[i] ?? 0; samples.push({ t, id: ids[i] }); }
}
samples.sort((a,b)=>a.t-b.t);
for (let i = 0; i < samples.length; i++) samples[i].dt = (samples[i+1]?.t ?? samples[i].t) - samples[i].t;
{
  const by = new Map();
  for (const s of samples) {
    let id = s.id; const chain = [];
    while (id !== undefined) { const n = nodes.get(id); if (!n) break; chain.push(name(n.callFrame)); id = parent.get(id); }
    if (!chain.some((k) => k.includes('zod/'))) continue;
    const src = chain.find((k) => !k.includes('zod/') && !k.includes('node_modules') && /src\//.test(k)) ?? chain.find((k) => !k.includes('zod/')) ?? '?';
    by.set(src, (by.get(src) ?? 0) + s.dt / 1000);
  }
  console.log('zod by caller:', [...by].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n  '));
}
console.log(`run ${r} FCP ${((paint.ts - nav.ts)/1000).toFixed(0)} samples ${samples.length}`);
const tasks = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 45) * 1000 && e.ts > paint.ts - 300000);
for (const task of tasks) {
  const inS = samples.filter((s) => s.t >= task.ts && s.t < task.ts + task.dur);
  const incl = new Map(); const selfT = new Map();
  for (const s of inS) { const seen = new Set(); let id = s.id; let first = true;
    while (id !== undefined) { const n = nodes.get(id); if (!n) break; const k = name(n.callFrame); if (first) { selfT.set(k, (selfT.get(k) ?? 0) + s.dt/1000); first = false; } if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + s.dt/1000); seen.add(k);} id = parent.get(id); } }
  const inside = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= task.ts && e.ts < task.ts + task.dur);
  const by = new Map(); for (const e of inside) if (['Layout','Paint','UpdateLayoutTree','PrePaint','v8.evaluateModule','MinorGC','MajorGC','ParseHTML','v8.compile','v8.compileModule'].includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur/1000);
  console.log(`\n== task @${((task.ts-nav.ts)/1000).toFixed(0)} ${(task.dur/1000).toFixed(0)} ms cpu ${(task.tdur/1000).toFixed(0)}; ${[...by].map(([k,v])=>`${k} ${v.toFixed(0)}`).join(', ')}`);
  console.log('  incl: ' + [...incl].filter(([k])=>k!=='(root)').sort((a,c)=>c[1]-a[1]).slice(0, Number(process.env.TOP ?? 14)).map(([k,v])=>`${v.toFixed(0)} ${k}`).join('\n        '));
  console.log('  self: ' + [...selfT].sort((a,c)=>c[1]-a[1]).slice(0, 6).map(([k,v])=>`${v.toFixed(0)} ${k}`).join('\n        '));
}
}
await browser.close();
