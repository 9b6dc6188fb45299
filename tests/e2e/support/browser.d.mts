export declare const CHROMIUM_ARGS: string[];
export declare const INSTALL_HINT: string;
export declare function findChromium(): { kind: 'bundled' | 'system'; path: string } | null;
