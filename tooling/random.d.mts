export declare function rng(seed: number): () => number;
export declare const pick: <T>(r: () => number, xs: readonly T[]) => T;
export declare function joinedPieces(r: () => number, pieces: readonly string[], most: number): string;
export declare const URL_INSERTS: readonly string[];
export declare const URL_SCHEMES: readonly string[];
export declare function mutate(seed: string, r: () => number): string;
