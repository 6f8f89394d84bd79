export declare const dataDir: string;
export declare const urlListsDir: string;
export declare function syncWpt(): Promise<string>;
export declare function syncURLLists(): Promise<string>;
