// The configuration: one schema of the environment (schema.ts, settings/), read into the object the code uses.
export { ConfigError, loadConfig } from './load';
export { envSchema, SETTING_GROUPS, type Settings } from './schema';
export { defaultRedisKeyPrefix, type AdsenseApiConfig, type Config } from './shape';
export {
  defaultSearchChain,
  KNOWLEDGE_SOURCES,
  SEARCH_PROVIDERS,
  SUGGEST_PROVIDERS,
  type KnowledgeSourceName,
  type SearchProviderName,
  type SuggestProviderName,
} from './providers';
