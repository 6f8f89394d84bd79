export declare function bundleFromSource(
  code: string,
  resolveDir: string,
  options?: { gzipLevel?: number; external?: string[] },
): Promise<{ inputs: string[]; contributing: string[]; code: string; gzip: number }>;
