import type { Layout } from '../layout';
import { fresh27A } from './a';
import { fresh27B } from './b';
import { fresh27C } from './c';
import { fresh27D } from './d';
import { fresh27E } from './e';
import { fresh27F } from './f';
import { fresh27G } from './g';
import { fresh27H } from './h';
import { fresh27I } from './i';
import { fresh27J } from './j';

/** fresh27: written blind, all ten HELD OUT; described only in LAYOUTS.md. */
export const FRESH27_LAYOUTS: readonly Layout[] = [fresh27A, fresh27B, fresh27C, fresh27D, fresh27E, fresh27F, fresh27G, fresh27H, fresh27I, fresh27J];
