// Summarises a V8 .cpuprofile (`node --cpu-prof`): the functions with the most self time, and self time by
// module (package or our own folder). Usage: node --import tsx bench/cpu-profile.ts <file.cpuprofile> [top] [last s]
// `last s`: only the samples of the profile's last seconds (the load, without the start-up).
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/cpu-profile.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

// Self time of each node: the time of the samples that landed in it.
const selfUs = new Map<number, number>();
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : profile.startTime;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const totalUs = profile.endTime - Math.max(from, profile.startTime);

/** `fastify`, `@fastify/cookie`, `server/security`, `node:internal/http`, `(gc)`… */
export function moduleOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(server|common)\/([^/]+)/.exec(url);
  if (ours) return ours[2]!.endsWith('.ts') ? `${ours[1]}/${ours[2]}` : `${ours[1]}/${ours[2]}/`;
  if (url.startsWith('node:')) return url.split('/').slice(0, 3).join('/');
  return url;
}

const byFunction = new Map<string, number>();
const byModule = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (us === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|common)\//, '$1/')}:${lineNumber + 1}`
    : '';
  const fn = `${functionName || '(anonymous)'} ${where}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const mod = moduleOf(url, functionName);
  byModule.set(mod, (byModule.get(mod) ?? 0) + us);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  console.log('| self % | self ms | |');
  console.log('|---:|---:|---|');
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${((us / totalUs) * 100).toFixed(1)} | ${(us / 1000).toFixed(0)} | ${name} |`);
};
console.log(`${file}: ${(totalUs / 1e6).toFixed(1)} s profiled`);
print('By module (self time)', byModule);
print('By function (self time)', byFunction);
