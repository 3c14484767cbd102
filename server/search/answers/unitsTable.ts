// The units the converter knows, in French names, plurals and symbols. Each factor is an exact ratio to its
// category's base unit (international yard and pound of 1959, US gallon of 231 in³), written as two integers.
export type UnitCategory = 'length' | 'mass' | 'volume' | 'area' | 'speed' | 'temperature' | 'data';

export type Unit = {
  symbol: string;
  /** Singular and plural French names, as the card writes them. */
  name: string;
  plural: string;
  category: UnitCategory;
  /** The unit in the base unit of its category: numerator / denominator (temperature: see offset). */
  factor: readonly [number, number];
  /** Temperature only: base (kelvin) = value × factor + offset. */
  offset?: number;
  /** Other spellings, folded (lower case, no accents); the symbol, name and plural are added. */
  aliases: readonly string[];
};

const u = (
  category: UnitCategory,
  symbol: string,
  name: string,
  plural: string,
  factor: readonly [number, number],
  aliases: readonly string[] = [],
  offset?: number,
): Unit => ({ symbol, name, plural, category, factor, aliases, ...(offset === undefined ? {} : { offset }) });

const SQUARE = ['2', '²', ' carre', ' carres', ' carree', ' carrees'];
const CUBE = ['3', '³', ' cube', ' cubes'];
const squared = (...names: string[]) => names.flatMap((n) => SQUARE.map((s) => n + s));
const cubed = (...names: string[]) => names.flatMap((n) => CUBE.map((s) => n + s));

export const UNITS: readonly Unit[] = [
  // Length, base: metre.
  u('length', 'mm', 'millimètre', 'millimètres', [1, 1000]),
  u('length', 'cm', 'centimètre', 'centimètres', [1, 100]),
  u('length', 'dm', 'décimètre', 'décimètres', [1, 10]),
  u('length', 'm', 'mètre', 'mètres', [1, 1]),
  u('length', 'km', 'kilomètre', 'kilomètres', [1000, 1], ['kms']),
  u('length', 'in', 'pouce', 'pouces', [254, 10000], ['inch', 'inches', '"']),
  u('length', 'ft', 'pied', 'pieds', [3048, 10000], ['foot', 'feet']),
  u('length', 'yd', 'yard', 'yards', [9144, 10000]),
  u('length', 'mi', 'mile', 'miles', [1609344, 1000], ['mille terrestre', 'milles terrestres']),
  u('length', 'nmi', 'mille marin', 'milles marins', [1852, 1], ['mille nautique', 'milles nautiques']),
  // Mass, base: gram.
  u('mass', 'mg', 'milligramme', 'milligrammes', [1, 1000]),
  u('mass', 'g', 'gramme', 'grammes', [1, 1], ['gr']),
  u('mass', 'kg', 'kilogramme', 'kilogrammes', [1000, 1], ['kilo', 'kilos', 'kgs']),
  u('mass', 't', 'tonne', 'tonnes', [1000000, 1]),
  u('mass', 'lb', 'livre', 'livres', [45359237, 100000], ['lbs', 'pound', 'pounds']),
  u('mass', 'oz', 'once', 'onces', [28349523125, 1000000000], ['ounce', 'ounces']),
  // Volume, base: millilitre.
  u('volume', 'ml', 'millilitre', 'millilitres', [1, 1], cubed('cm', 'centimetre', 'centimetres')),
  u('volume', 'cl', 'centilitre', 'centilitres', [10, 1]),
  u('volume', 'dl', 'décilitre', 'décilitres', [100, 1]),
  u('volume', 'L', 'litre', 'litres', [1000, 1], ['l', 'lt', ...cubed('dm', 'decimetre', 'decimetres')]),
  u('volume', 'm³', 'mètre cube', 'mètres cubes', [1000000, 1], cubed('m', 'metre', 'metres')),
  u(
    'volume',
    'gal',
    'gallon américain',
    'gallons américains',
    [3785411784, 1000000],
    ['gallon', 'gallons', 'gallon us', 'gallons us'],
  ),
  u(
    'volume',
    'gal imp.',
    'gallon impérial',
    'gallons impériaux',
    [454609, 100],
    [
      'gallon imperial',
      'gallons imperiaux',
      'gallon britannique',
      'gallons britanniques',
      'gallon uk',
      'gallons uk',
    ],
  ),
  // Area, base: square metre.
  u(
    'area',
    'mm²',
    'millimètre carré',
    'millimètres carrés',
    [1, 1000000],
    squared('mm', 'millimetre', 'millimetres'),
  ),
  u(
    'area',
    'cm²',
    'centimètre carré',
    'centimètres carrés',
    [1, 10000],
    squared('cm', 'centimetre', 'centimetres'),
  ),
  u('area', 'm²', 'mètre carré', 'mètres carrés', [1, 1], squared('m', 'metre', 'metres')),
  u(
    'area',
    'km²',
    'kilomètre carré',
    'kilomètres carrés',
    [1000000, 1],
    squared('km', 'kilometre', 'kilometres'),
  ),
  u('area', 'a', 'are', 'ares', [100, 1]),
  u('area', 'ha', 'hectare', 'hectares', [10000, 1]),
  u('area', 'ac', 'acre', 'acres', [40468564224, 10000000]),
  u('area', 'ft²', 'pied carré', 'pieds carrés', [9290304, 100000000], squared('ft', 'pied', 'pieds')),
  // Speed, base: metre per second.
  u(
    'speed',
    'm/s',
    'mètre par seconde',
    'mètres par seconde',
    [1, 1],
    ['m.s-1', 'metre/seconde', 'metres/seconde'],
  ),
  u(
    'speed',
    'km/h',
    'kilomètre par heure',
    'kilomètres par heure',
    [1000, 3600],
    ['kmh', 'km.h-1', 'kilometre heure', 'kilometres heure', 'kilometre/heure', 'kilometres/heure'],
  ),
  u(
    'speed',
    'mph',
    'mile par heure',
    'miles par heure',
    [1609344, 3600000],
    ['mi/h', 'mile/heure', 'miles/heure'],
  ),
  u('speed', 'nd', 'nœud', 'nœuds', [1852, 3600], ['kn', 'noeud', 'noeuds']),
  // Temperature, base: kelvin.
  u(
    'temperature',
    '°C',
    'degré Celsius',
    'degrés Celsius',
    [1, 1],
    ['c', '° c', 'celsius', 'degre c', 'degres c'],
    273.15,
  ),
  u(
    'temperature',
    '°F',
    'degré Fahrenheit',
    'degrés Fahrenheit',
    [5, 9],
    ['f', '° f', 'fahrenheit', 'degre f', 'degres f'],
    273.15 - (32 * 5) / 9,
  ),
  u('temperature', 'K', 'kelvin', 'kelvins', [1, 1], ['k'], 0),
  // Data, base: octet. Decimal prefixes (SI, as disks and networks count) and binary ones (IEC) are distinct units.
  u('data', 'bit', 'bit', 'bits', [1, 8]),
  u('data', 'o', 'octet', 'octets', [1, 1], ['byte', 'bytes']),
  u('data', 'ko', 'kilooctet', 'kilooctets', [1e3, 1], ['kilo-octet', 'kilo-octets']),
  u('data', 'Mo', 'mégaoctet', 'mégaoctets', [1e6, 1], ['mega-octet', 'mega-octets']),
  u('data', 'Go', 'gigaoctet', 'gigaoctets', [1e9, 1], ['giga-octet', 'giga-octets', 'giga', 'gigas']),
  u('data', 'To', 'téraoctet', 'téraoctets', [1e12, 1], ['tera-octet', 'tera-octets']),
  u('data', 'Po', 'pétaoctet', 'pétaoctets', [1e15, 1], ['peta-octet', 'peta-octets']),
  u('data', 'Kio', 'kibioctet', 'kibioctets', [2 ** 10, 1]),
  u('data', 'Mio', 'mébioctet', 'mébioctets', [2 ** 20, 1]),
  u('data', 'Gio', 'gibioctet', 'gibioctets', [2 ** 30, 1]),
  u('data', 'Tio', 'tébioctet', 'tébioctets', [2 ** 40, 1]),
  u('data', 'kbit', 'kilobit', 'kilobits', [1e3, 8]),
  u('data', 'Mbit', 'mégabit', 'mégabits', [1e6, 8]),
  u('data', 'Gbit', 'gigabit', 'gigabits', [1e9, 8]),
];
