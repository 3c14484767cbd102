// Our results from an upstream's: only http(s) links ever reach an href, and titles are never blank.
import { displayUrlOf } from '../../../../common/url';
import type { ImageResult, NewsResult, VideoResult, WebResult } from '../../../../common/search';
import { plainText } from './html';

/** The link as given when it is http(s) (protocol-relative ones made https), else undefined. */
export function httpUrl(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  const absolute = link.startsWith('//') ? `https:${link}` : link;
  try {
    const { protocol } = new URL(absolute);
    return protocol === 'https:' || protocol === 'http:' ? absolute : undefined;
  } catch {
    return undefined;
  }
}

export function hostOf(url: string): string {
  return new URL(url).host;
}

export function webResult(fields: {
  title: string;
  url?: string | null;
  snippet: string;
}): WebResult | undefined {
  const url = httpUrl(fields.url);
  if (!url) return undefined;
  const displayUrl = displayUrlOf(url);
  return {
    kind: 'web',
    title: plainText(fields.title) || displayUrl,
    url,
    displayUrl,
    snippet: fields.snippet,
  };
}

type ImageFields = {
  title: string;
  url?: string | null;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
  width?: number | null;
  height?: number | null;
  source?: string | null;
};

export function imageResult(fields: ImageFields): ImageResult | undefined {
  const url = httpUrl(fields.url);
  const imageUrl = httpUrl(fields.imageUrl);
  if (!url || !imageUrl) return undefined;
  const source = fields.source?.trim() || hostOf(url);
  return {
    kind: 'image',
    title: plainText(fields.title) || source,
    url,
    imageUrl,
    thumbnailUrl: httpUrl(fields.thumbnailUrl) ?? imageUrl,
    ...(isSize(fields.width) && isSize(fields.height) && { width: fields.width, height: fields.height }),
    source,
  };
}

type NewsFields = {
  title: string;
  url?: string | null;
  source?: string | null;
  publishedAt?: string | null;
  snippet: string;
  thumbnailUrl?: string | null;
};

export function newsResult(fields: NewsFields): NewsResult | undefined {
  const url = httpUrl(fields.url);
  if (!url) return undefined;
  const source = plainText(fields.source ?? '') || hostOf(url);
  const publishedAt = isoDate(fields.publishedAt);
  const thumbnailUrl = httpUrl(fields.thumbnailUrl);
  return {
    kind: 'news',
    title: plainText(fields.title) || source,
    url,
    source,
    ...(publishedAt && { publishedAt }),
    snippet: fields.snippet,
    ...(thumbnailUrl && { thumbnailUrl }),
  };
}

type VideoFields = {
  title: string;
  url?: string | null;
  thumbnailUrl?: string | null;
  duration?: string | number | null;
  publisher?: string | null;
  publishedAt?: string | null;
};

/** A video without a still is left out: the tab is a grid of stills. */
export function videoResult(fields: VideoFields): VideoResult | undefined {
  const url = httpUrl(fields.url);
  const thumbnailUrl = httpUrl(fields.thumbnailUrl);
  if (!url || !thumbnailUrl) return undefined;
  const publisher = plainText(fields.publisher ?? '') || hostOf(url);
  const durationS = durationSeconds(fields.duration);
  const publishedAt = isoDate(fields.publishedAt);
  return {
    kind: 'video',
    title: plainText(fields.title) || publisher,
    url,
    thumbnailUrl,
    ...(durationS !== undefined && { durationS }),
    publisher,
    ...(publishedAt && { publishedAt }),
  };
}

/** An upstream's date as ISO 8601 with its offset; one without a zone (SearXNG's, Brave's page_age) is UTC. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) value = `${value}T00:00:00`;
  const zoned = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value.slice(10)) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** "1:02:03", "3:45" or a number of seconds; anything else is no duration. */
export function durationSeconds(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (!value || !/^\d+(:\d{1,2}){0,2}$/.test(value.trim())) return undefined;
  return value
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

function isSize(value: number | null | undefined): value is number {
  return Number.isInteger(value) && (value ?? 0) > 0;
}

export function isResult<T>(result: T | undefined): result is T {
  return result !== undefined;
}
