import type { Browser } from 'playwright-core';

export declare const CHROMIUM: string;
export declare const available: boolean;
export declare function launchChromium(): Promise<Browser>;
export declare function runModuleInChromium(code: string, name: string): Promise<{ value: unknown; errors: string[] }>;
