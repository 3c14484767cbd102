// Open-Meteo's keyless forecast of a place (current conditions and the next days), kept half an hour, and the
// words of its WMO weather codes in French.
import { z } from '../../../common/zod';
import type { SourceStates } from '../../platform/health/sourceStates';
import { createKeptValues, fetchFrom } from './remote';

const KEEP_MS = 30 * 60_000;
const FORECAST_DAYS = 4;

const forecastSchema = z.object({
  utc_offset_seconds: z.number().int(),
  current: z.object({ time: z.string(), temperature_2m: z.number(), weather_code: z.number().int() }),
  daily: z.object({
    time: z.array(z.string()).min(1),
    weather_code: z.array(z.number().int().nullable()),
    temperature_2m_max: z.array(z.number().nullable()),
    temperature_2m_min: z.array(z.number().nullable()),
  }),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** WMO 4677 codes as Open-Meteo uses them. */
export const WMO_WORDS: Record<number, string> = {
  0: 'Ciel dégagé',
  1: 'Plutôt dégagé',
  2: 'Partiellement nuageux',
  3: 'Couvert',
  45: 'Brouillard',
  48: 'Brouillard givrant',
  51: 'Bruine légère',
  53: 'Bruine',
  55: 'Bruine dense',
  56: 'Bruine verglaçante légère',
  57: 'Bruine verglaçante',
  61: 'Pluie faible',
  63: 'Pluie',
  65: 'Pluie forte',
  66: 'Pluie verglaçante faible',
  67: 'Pluie verglaçante',
  71: 'Neige faible',
  73: 'Neige',
  75: 'Neige forte',
  77: 'Grains de neige',
  80: 'Averses faibles',
  81: 'Averses',
  82: 'Averses violentes',
  85: 'Averses de neige faibles',
  86: 'Averses de neige',
  95: 'Orage',
  96: 'Orage avec grêle faible',
  99: 'Orage avec grêle',
};

export type Point = { latitude: number; longitude: number };

export function createOpenMeteo(url: string, states?: SourceStates) {
  const kept = createKeptValues<Forecast>(async (key, now) => {
    const [latitude, longitude] = key.split(',');
    const params = new URLSearchParams({
      latitude: latitude!,
      longitude: longitude!,
      current: 'temperature_2m,weather_code',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      forecast_days: String(FORECAST_DAYS),
    });
    const forecast = forecastSchema.parse(
      JSON.parse(await fetchFrom({ name: 'open-meteo', states }, `${url}?${params}`, 'application/json')),
    );
    return { value: forecast, expiresAt: now + KEEP_MS };
  });
  return {
    /** Coordinates rounded to 0.01° (about 1 km): a commune is one key. */
    read: (point: Point) => kept.read(`${point.latitude.toFixed(2)},${point.longitude.toFixed(2)}`),
  };
}
