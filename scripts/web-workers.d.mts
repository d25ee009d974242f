export declare function webWorkers(env?: Record<string, string | undefined>, cores?: number): number | Error;
