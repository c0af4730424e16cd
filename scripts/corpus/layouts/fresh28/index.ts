import type { Layout } from '../layout';
import { fresh28A } from './a';
import { fresh28B } from './b';
import { fresh28C } from './c';
import { fresh28D } from './d';
import { fresh28E } from './e';
import { fresh28F } from './f';
import { fresh28G } from './g';
import { fresh28H } from './h';
import { fresh28I } from './i';
import { fresh28J } from './j';

/** fresh28: written blind, all ten HELD OUT; described only in LAYOUTS.md. */
export const FRESH28_LAYOUTS: readonly Layout[] = [fresh28A, fresh28B, fresh28C, fresh28D, fresh28E, fresh28F, fresh28G, fresh28H, fresh28I, fresh28J];
