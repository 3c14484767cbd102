// Our results from an upstream's: only http(s) links ever reach an href, and titles are never blank.
import { displayUrlOf } from '../../../../common/url';
import type { ImageResult, WebResult } from '../../../../common/search';
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

function isSize(value: number | null | undefined): value is number {
  return Number.isInteger(value) && (value ?? 0) > 0;
}

export function isResult<T>(result: T | undefined): result is T {
  return result !== undefined;
}
