// The parts of whatwg-url 17.3's low-level API the differential test uses.
declare module 'whatwg-url' {
  export interface WhatwgURLRecord {
    host: string | number | number[] | null;
  }
  export function parseURL(input: string): WhatwgURLRecord | null;
  export function serializeHost(host: string | number | number[]): string;
}
