import type { Layout } from '../layout';
import { fresh31A } from './a';
import { fresh31B } from './b';
import { fresh31C } from './c';
import { fresh31D } from './d';
import { fresh31E } from './e';
import { fresh31F } from './f';
import { fresh31G } from './g';
import { fresh31H } from './h';
import { fresh31I } from './i';
import { fresh31J } from './j';

/** The fresh31 split: ten layouts written blind (scripts/corpus/README.md, the fresh31 section). */
export const FRESH31_LAYOUTS: readonly Layout[] = [fresh31A, fresh31B, fresh31C, fresh31D, fresh31E, fresh31F, fresh31G, fresh31H, fresh31I, fresh31J];
