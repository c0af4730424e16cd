import type { Layout } from '../layout';
import { fresh26A } from './a';
import { fresh26B } from './b';
import { fresh26C } from './c';
import { fresh26D } from './d';
import { fresh26E } from './e';
import { fresh26F } from './f';
import { fresh26G } from './g';
import { fresh26H } from './h';
import { fresh26I } from './i';
import { fresh26J } from './j';

/** fresh26: written blind, all ten HELD OUT; described only in LAYOUTS.md. */
export const FRESH26_LAYOUTS: readonly Layout[] = [fresh26A, fresh26B, fresh26C, fresh26D, fresh26E, fresh26F, fresh26G, fresh26H, fresh26I, fresh26J];
