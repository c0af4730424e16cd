import type { Layout } from '../layout';
import { fresh23A } from './a';
import { fresh23B } from './b';
import { fresh23C } from './c';
import { fresh23D } from './d';
import { fresh23E } from './e';
import { fresh23F } from './f';
import { fresh23G } from './g';
import { fresh23H } from './h';
import { fresh23I } from './i';
import { fresh23J } from './j';

/** The fresh23 split (prefix fa): ten layouts written blind; all held out (scripts/corpus/README.md). */
export const FRESH23_LAYOUTS: readonly Layout[] = [fresh23A, fresh23B, fresh23C, fresh23D, fresh23E, fresh23F, fresh23G, fresh23H, fresh23I, fresh23J];
