/**
 * A deterministic stand-in for geocoding (doc 2 §7 "reprocess coordinates"): the simulator has no
 * map service, so an address is placed near its postal code's city (the built-in CEP registry's
 * cities), shifted by a hash of street and number; unknown postal codes land inside Brazil. Same
 * address, same point, on every machine.
 */
const CITY_CENTRES: Record<string, [number, number]> = {
  '01310100': [-23.5614, -46.6559],
  '13015000': [-22.9056, -47.0608],
  '80020000': [-25.4296, -49.2713],
  '20040002': [-22.9035, -43.1771],
  '30130010': [-19.9245, -43.9352],
  '90010150': [-30.0277, -51.2287],
  '40020000': [-12.9777, -38.5016],
  '70040010': [-15.7997, -47.8645],
  '50030230': [-8.0631, -34.8711],
  '69005010': [-3.1316, -60.0233],
  '88010400': [-27.5969, -48.5495],
  '60060440': [-3.7275, -38.5275],
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function geocode(address: { postalCode: string; street: string; number: string }): {
  lat: number;
  long: number;
} {
  const h = hash(`${address.postalCode}|${address.street}|${address.number}`);
  const centre = CITY_CENTRES[address.postalCode];
  if (centre) {
    // within about 2 km of the centre
    const dLat = ((h & 0xffff) / 0xffff - 0.5) * 0.036;
    const dLong = ((h >>> 16) / 0xffff - 0.5) * 0.036;
    return { lat: round6(centre[0] + dLat), long: round6(centre[1] + dLong) };
  }
  return { lat: round6(-30 + ((h & 0xffff) / 0xffff) * 27), long: round6(-57 + ((h >>> 16) / 0xffff) * 20) };
}
