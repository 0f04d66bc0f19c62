type Row = { name: string; ms: number };
export declare function parseArgs(argv: string[]): { reports: string; total: number; warnE2e: number; warnTotal: number; phases: string[]; secs: string[] };
export declare function phaseTable(phases: string[], secs: string[], total: number): string;
export declare function jestFiles(report: unknown): Row[];
export declare function playwrightTests(report: unknown): Row[];
export declare function slowest(rows: Row[], n?: number): Row[];
export declare function warnings(args: { phases: string[]; secs: string[]; total: number; warnE2e: number; warnTotal: number }): string[];
