type Env = Record<string, string | undefined>;
export declare function prepareStandalone(opts?: { root?: string; distDir?: string }): string;
export declare function standaloneEnv(env: Env, root?: string): Env;
