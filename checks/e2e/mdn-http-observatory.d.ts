/** The part of @mdn/mdn-http-observatory's API the Observatory test uses (it ships no types). */
declare module '@mdn/mdn-http-observatory' {
  export type TestResult = { pass: boolean; result: string; scoreModifier: number };
  export type ScanResult = {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, TestResult>;
  };
  export function scan(hostname: string): Promise<ScanResult>;
}
