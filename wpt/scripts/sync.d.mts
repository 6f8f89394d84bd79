export declare const dataDir: string;
export declare function syncWpt(): Promise<string>;
