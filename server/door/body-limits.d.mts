/** Request body limits by path (see body-limits.mjs). */
export const DEFAULT_BODY_LIMIT: number;
export const UPLOAD_BODY_LIMIT: number;
export function bodyLimitFor(path: string, limits?: ReadonlyArray<readonly [string, number]>): number;
