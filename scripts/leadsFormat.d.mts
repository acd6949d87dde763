// Types for leadsFormat.mjs, so the TypeScript tests can use it.
export declare const leadsQueries: { enquiries: string; subscribers: string };
export declare function csvCell(value: unknown): string;
export declare function toCsv(rows: Record<string, unknown>[]): string;
export declare function terminalRow(row: Record<string, unknown>): string;
export declare function countLine(kind: 'enquiries' | 'subscribers', count: number): string;
