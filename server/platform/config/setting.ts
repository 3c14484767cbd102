// One environment variable: how it is read, what it does and its default, stated once. The documents
// (docs/configuration.md, .env.example) are generated from these entries by `npm run docs:config`.
import type { z } from '../../../common/zod';

export type Setting<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** What it does, in English; markdown code spans allowed. Line breaks and indentation are ignored. */
  doc: string;
  /** The default in words, when the schema has none or it is worked out from other settings. */
  default?: string;
  /** A value for .env.example when the default is not a telling example. */
  example?: string;
};

export type SettingGroup<T extends Record<string, Setting>> = { title: string; settings: T };

export const setting = <S extends z.ZodType>(schema: S, about: Omit<Setting<S>, 'schema'>): Setting<S> => ({
  schema,
  ...about,
});

/** Settings that belong together, under one heading of the documents. */
export const settingGroup = <T extends Record<string, Setting>>(
  title: string,
  settings: T,
): SettingGroup<T> => ({
  title,
  settings,
});

/** The schema of each setting, keyed by its variable, for z.object. */
export const schemasOf = <T extends Record<string, Setting>>(settings: T) =>
  Object.fromEntries(Object.entries(settings).map(([name, entry]) => [name, entry.schema])) as {
    [K in keyof T]: T[K]['schema'];
  };

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** Every setting of the groups in one record, each variable keeping its own schema's type. */
export const settingsOf = <G extends readonly SettingGroup<Record<string, Setting>>[]>(groups: G) =>
  Object.assign({}, ...groups.map((group) => group.settings)) as Intersection<G[number]['settings']>;
