// A commune's coordinates from the French state's keyless API of communes (the shipped administrative data has
// none), asked once per commune and kept for a month.
import { z } from '../../../common/zod';
import type { Point } from './openMeteo';
import type { SourceStates } from '../../platform/health/sourceStates';
import { createKeptValues, fetchFrom } from './remote';

const KEEP_MS = 30 * 24 * 3600_000;

const communeSchema = z.object({
  centre: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
});

export function createCommuneCentres(geoApiUrl: string, states?: SourceStates) {
  const kept = createKeptValues<Point>(
    async (code, now) => {
      const url = `${geoApiUrl}/communes/${encodeURIComponent(code)}?fields=centre&format=json`;
      const [longitude, latitude] = communeSchema.parse(
        JSON.parse(await fetchFrom({ name: 'geo-api', states }, url, 'application/json')),
      ).centre.coordinates;
      return { value: { latitude, longitude }, expiresAt: now + KEEP_MS };
    },
    { max: 5000 },
  );
  return { read: (inseeCode: string) => kept.read(inseeCode) };
}
