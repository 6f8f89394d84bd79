// The parts of whatwg-url 17.3's low-level API the differential test uses.
declare module 'whatwg-url' {
  export interface WhatwgURLRecord {
    scheme: string;
    username: string;
    password: string;
    host: string | number | number[] | null;
    port: number | null;
    path: string[] | string;
    query: string | null;
    fragment: string | null;
  }
  export function parseURL(input: string, options?: { baseURL?: WhatwgURLRecord | null }): WhatwgURLRecord | null;
  export function serializeURL(url: WhatwgURLRecord, excludeFragment?: boolean): string;
  export function serializeHost(host: string | number | number[]): string;
}
