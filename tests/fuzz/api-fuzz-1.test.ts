import { fuzzShard } from "./fuzz-routes";

fuzzShard(1);
