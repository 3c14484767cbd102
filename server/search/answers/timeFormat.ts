// Wall-clock time and dates in any IANA zone, written the French way (« 16 h 42 », « mardi 1er décembre 2026 »).
const formats = new Map<
  string,
  { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; offset: Intl.DateTimeFormat }
>();

function formatsOf(zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat('fr-FR', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      day: new Intl.DateTimeFormat('fr-FR', {
        timeZone: zone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      offset: new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }),
    };
    formats.set(zone, f);
  }
  return f;
}

/** « 16 h 42 » (« 09 h 05 » is written « 9 h 05 »). */
export function timeIn(zone: string, at: Date): string {
  const [hours, minutes] = formatsOf(zone).time.format(at).split(':');
  return `${Number(hours)} h ${minutes}`;
}

/** « vendredi 27 novembre 2026 », « mardi 1er décembre 2026 ». */
export function longDayIn(zone: string, at: Date): string {
  return formatsOf(zone)
    .day.format(at)
    .replace(/^(\S+ )1 /, '$11er ');
}

/** The zone's offset from UTC at that instant, in minutes (east positive). */
export function offsetMinutes(zone: string, at: Date): number {
  const name = formatsOf(zone)
    .offset.formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** « UTC », « UTC+1 », « UTC−5 », « UTC+5:30 ». */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** « 6 h de moins qu'à Paris », « 8 h 30 de plus qu'à Paris », « même heure qu'à Paris ». */
export function differenceFromParis(minutes: number): string {
  if (minutes === 0) return "même heure qu'à Paris";
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  const span = `${Math.floor(abs / 60)} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`;
  return `${span} de ${minutes < 0 ? 'moins' : 'plus'} qu'à Paris`;
}
