// Where a page load's main-thread time goes, to find what to cut for Total Blocking Time:
// 1. the long tasks (over 50 ms) of a load with the CPU slowed 4x, as Lighthouse's phone does,
//    each with its biggest parts (module evaluation, React's scheduler, layout...);
// 2. JavaScript self time by npm package or source file, mapped through source maps, which
//    needs a build with maps: `SOURCEMAP=1 npx vite build --config web/vite.config.ts
//    --outDir /tmp/dist-maps` then `DIST=/tmp/dist-maps node scripts/profile-load.mjs /Calculator`.
// Usage: node scripts/profile-load.mjs <path> ...   (DIST=web/dist, PORT=4397, RATE=4)
// The machine's load changes every figure: compare two builds in the same run, not over days.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';

const DIST = process.env.DIST || 'web/dist';
const PORT = Number(process.env.PORT || 4397);
const RATE = Number(process.env.RATE || 4);
const origin = `http://127.0.0.1:${PORT}`;

const maps = new Map();
/** The package (or our source file) and function a profile's call frame comes from. */
function original(url, line, column) {
  const asset = /\/assets\/[^?]+\.js$/.exec(url);
  const file = asset && `${DIST}${asset[0]}.map`;
  if (!file || !existsSync(file)) return null;
  if (!maps.has(file))
    maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))));
  const at = maps.get(file).originalPositionFor({ line: line + 1, column });
  if (!at.source) return null;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(at.source)?.[1];
  return {
    where: pkg ?? at.source.replace(/^.*web\/src\//, 'src/'),
    fn: `${at.name ?? '?'} ${at.source.replace(/^.*(node_modules|web\/src)\//, '')}:${at.line}`,
  };
}

const TOP = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Layout',
  'UpdateLayoutTree',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'Paint',
  'PrePaint',
  'Commit',
  'MajorGC',
  'MinorGC',
]);

/** A CPU profile's samples: when (trace clock, µs), how long (ms), where (package) and what. */
function profileSamples(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  // A native function (appendChild, JSON.parse...) is charged to its nearest caller with a URL.
  const caller = (id) => {
    for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
      const f = nodes.get(up).callFrame;
      if (f.url) return original(f.url, f.lineNumber, f.columnNumber)?.fn ?? f.url;
    }
    return null;
  };
  /** The innermost frame of our own source the sample ran under (a component, a hook...). */
  const ours = (id) => {
    for (let up = id; up !== undefined; up = parent.get(up)) {
      const f = nodes.get(up).callFrame;
      const at = f.url ? original(f.url, f.lineNumber, f.columnNumber) : null;
      if (at?.where.startsWith('src/')) return at.fn;
    }
    return null;
  };
  const samples = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const at = frame.url ? original(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const where = at?.where ?? (frame.url || frame.functionName).replace(origin, '');
    const from = !frame.url && frame.functionName && !frame.functionName.startsWith('(');
    const fn = at?.fn ?? `${frame.functionName} ${from ? `<- ${caller(id)}` : where}`;
    samples.push({ ts, dt, where, fn, ours: ours(id) });
  });
  return samples;
}

async function longTasks(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  // A sampled profile alongside the trace says which functions each long task ran.
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await complete;
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const samples = profileSamples(profile);
  // The renderer's main thread is the one that ran the most tasks.
  const busy = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.ph === 'X') {
      const thread = `${e.pid}:${e.tid}`;
      busy.set(thread, (busy.get(thread) ?? 0) + e.dur);
    }
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0][0];
  const onMain = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
  const start = Math.min(...onMain.map((e) => e.ts));
  let blocking = 0;
  console.log(`${path}: long tasks, CPU slowed ${RATE}x (ms from the first task)`);
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
    blocking += task.dur / 1000 - 50;
    const inside = onMain.filter(
      (e) => TOP.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
    );
    const parts = inside
      .filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((e) => {
        const url = e.args?.data?.url?.replace(origin, '');
        return `${e.name}${url ? ` ${url}` : ''} ${Math.round(e.dur / 1000)}`;
      });
    console.log(
      `  at ${Math.round((task.ts - start) / 1000)}: ${Math.round(task.dur / 1000)} ms (${parts.join(', ')})`,
    );
    const inTask = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
      const key = `${sample.fn}${sample.ours ? `  (in ${sample.ours})` : ''}`;
      inTask.set(key, (inTask.get(key) ?? 0) + sample.dt);
    }
    for (const [fn, ms] of [...inTask].sort((a, b) => b[1] - a[1]).slice(0, 4))
      console.log(`      ${String(Math.round(ms)).padStart(4)}  ${fn}`);
  }
  console.log(`  sum over 50 ms: ${Math.round(blocking)} ms`);
}

async function selfTime(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const byWhere = new Map();
  const byFn = new Map();
  let total = 0;
  for (const { where, fn, dt } of profileSamples(profile)) {
    total += dt;
    byWhere.set(where, (byWhere.get(where) ?? 0) + dt);
    byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `    ${String(Math.round(ms)).padStart(5)}  ${key}`)
      .join('\n');
  console.log(`${path}: JavaScript self time, not slowed: ${Math.round(total)} ms`);
  console.log(`  by package or file:\n${top(byWhere, 20)}\n  by function:\n${top(byFn, 20)}`);
}

const server = spawn(
  process.env.TOOLBOX_SERVER_BIN || 'target/release/toolbox-server',
  ['--addr', `127.0.0.1:${PORT}`, '--dist', DIST, '--log', 'warn'],
  { stdio: 'inherit' },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const path of process.argv.slice(2)) {
    // A fresh context per measurement: nothing cached, no service worker.
    for (const measure of [longTasks, selfTime]) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 412, height: 823 },
      });
      await measure(context, path);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
