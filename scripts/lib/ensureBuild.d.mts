type Env = Record<string, string | undefined>;
export declare const BUILD_SOURCES: string[];
export declare function builtFor(env?: Env): string;
export declare function buildReason(opts?: { root?: string; distDir?: string; env?: Env; force?: boolean }): string | null;
export declare function ensureBuild(opts?: { command?: string; force?: boolean }): boolean;
