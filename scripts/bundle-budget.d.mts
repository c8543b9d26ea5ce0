export declare const BUDGET_BYTES: number;
export declare function routeSizes(
  dist?: string,
): { route: string; bytes: number; files: string[] }[];
