export declare function bundleFromSource(
  code: string,
  resolveDir: string,
  options?: { gzipLevel?: number },
): Promise<{ inputs: string[]; contributing: string[]; code: string; gzip: number }>;
