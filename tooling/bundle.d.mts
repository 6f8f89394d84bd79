export declare function bundleFromSource(
  code: string,
  resolveDir: string,
  options?: { gzipLevel?: number; external?: string[] },
): Promise<{ inputs: string[]; contributing: string[]; code: string; gzip: number }>;
export declare function runInNewNode(
  code: string,
  resolveDir: string,
  options?: { deleteGlobals?: string[] },
): Promise<{ stdout: string; stderr: string; status: number | null }>;
