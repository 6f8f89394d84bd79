export { URLPattern } from './url-pattern-class';
export type {
  URLPatternInput,
  URLPatternOptions,
  URLPatternInit,
  URLPatternResult,
  URLPatternComponentResult,
  URLPatternComponent,
} from './url-pattern-class';
