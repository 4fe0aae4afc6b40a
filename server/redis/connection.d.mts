import type { RedisClientType } from "redis";
export declare const REDIS_WITHIN_MS: number;
export declare function redis(): RedisClientType | undefined;
export declare function redisAnswers(): Promise<boolean>;
export declare function withinTime<T>(work: Promise<T>, ms?: number): Promise<T>;
export declare function onRedisReady(recover: (client: RedisClientType) => void): void;
export declare function closeRedis(): Promise<void>;
