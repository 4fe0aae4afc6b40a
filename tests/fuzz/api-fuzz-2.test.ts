import { fuzzShard } from "./fuzz-routes";

fuzzShard(2);
