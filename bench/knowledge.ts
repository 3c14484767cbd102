// node --import tsx bench/knowledge.ts – the local knowledge source: building its name index once, then a lookup.
import { buildPlaceIndex } from '../server/search/knowledge/local/places';
import { readRecords } from '../server/search/results/local/records';
import { findPlace, placeIndex } from '../server/search/knowledge/local/source';

const QUERIES = ['Lyon', 'Saint-Denis', 'Bretagne', 'Italie', 'Gironde', 'xqzvbnmwplk', 'le', 'Marseille'];
const LOOKUPS = 200_000;

let started = performance.now();
const records = readRecords();
const readMs = performance.now() - started;
started = performance.now();
const names = buildPlaceIndex(records).size;
const buildMs = performance.now() - started;
placeIndex();

started = performance.now();
for (let i = 0; i < LOOKUPS; i++) findPlace(QUERIES[i % QUERIES.length]!);
const lookupUs = ((performance.now() - started) / LOOKUPS) * 1000;

console.log(
  `package data read: ${readMs.toFixed(0)} ms; index of ${names} names built: ${buildMs.toFixed(0)} ms`,
);
console.log(`lookup (name folded, Map get, card built): ${lookupUs.toFixed(1)} µs on average`);
