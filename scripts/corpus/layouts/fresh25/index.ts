import type { Layout } from '../layout';
import { layoutA } from './a';
import { layoutB } from './b';
import { layoutC } from './c';
import { layoutD } from './d';
import { layoutE } from './e';
import { layoutF } from './f';
import { layoutG } from './g';
import { layoutH } from './h';
import { layoutI } from './i';
import { layoutJ } from './j';

/** The fresh25 split (prefix fc): ten layouts written blind, described in LAYOUTS.md (not to be read until studied). */
export const FRESH25_LAYOUTS: readonly Layout[] = [layoutA, layoutB, layoutC, layoutD, layoutE, layoutF, layoutG, layoutH, layoutI, layoutJ];
